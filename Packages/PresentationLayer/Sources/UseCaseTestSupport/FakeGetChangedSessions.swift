public import Domain
public import UseCase

/// A `GetChangedSessionsUseCase` that answers with a scripted closure running on the main
/// actor.
public struct FakeGetChangedSessions: GetChangedSessionsUseCase {
  /// The scripted answer, given the sessions asked about.
  public let answer: @MainActor @Sendable ([Session]) async -> Set<Session.ID>

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable ([Session]) async -> Set<Session.ID>) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(among sessions: [Session]) async -> Set<Session.ID> {
    await answer(sessions)
  }
}
