public import Domain
public import Repository
public import UseCase

/// Stores the reminder lead time through a `PreferencesRepository`.
public struct SetReminderLeadTimeUseCaseImplementation: SetReminderLeadTimeUseCase {
  private let repository: any PreferencesRepository

  /// Creates the use case over `repository`.
  public init(repository: any PreferencesRepository) {
    self.repository = repository
  }

  /// Stores `lead`; see `SetReminderLeadTimeUseCase`.
  public func callAsFunction(_ lead: ReminderLeadTime) async throws(StorageError) {
    do {
      try await repository.setReminder(lead.description)
    } catch .storageFull(let reason) {
      throw .full(reason: reason)
    } catch .storage(let reason) {
      throw .failed(reason: reason)
    } catch {
      throw .failed(reason: error.description)
    }
  }
}
