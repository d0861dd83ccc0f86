public import Domain
public import Repository
public import UseCase

/// Sends the queued bookmark changes through a `BookmarkRepository`.
public struct SendQueuedBookmarkChangesUseCaseImplementation: SendQueuedBookmarkChangesUseCase {
  private let repository: any BookmarkRepository

  /// Creates the use case over `repository`.
  public init(repository: any BookmarkRepository) {
    self.repository = repository
  }

  /// Sends what is queued; see `SendQueuedBookmarkChangesUseCase`.
  public func callAsFunction() async throws(BookmarkError) -> OutboxReport {
    let delivery: OutboxDelivery
    do {
      delivery = try await repository.sendQueuedChanges()
    } catch {
      throw BookmarkError(error, sessionID: nil)
    }
    return OutboxReport(
      sent: delivery.sent, unknownSessions: delivery.unknownSessions.map { Session.ID($0) },
      remaining: delivery.remaining)
  }
}
