public import Domain
public import Repository
public import UseCase

/// Reads the reminder lead time from a `PreferencesRepository`.
public struct GetReminderLeadTimeUseCaseImplementation: GetReminderLeadTimeUseCase {
  private let repository: any PreferencesRepository

  /// Creates the use case over `repository`.
  public init(repository: any PreferencesRepository) {
    self.repository = repository
  }

  /// The lead time; see `GetReminderLeadTimeUseCase`.
  public func callAsFunction() async -> ReminderLeadTime {
    guard let text = try? await repository.reminder() else { return .standard }
    return ReminderLeadTime(parsing: text) ?? .standard
  }
}
