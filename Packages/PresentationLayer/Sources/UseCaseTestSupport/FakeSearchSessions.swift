public import Domain
import Testing
public import UseCase

/// A `SearchSessionsUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeSearchSessions: SearchSessionsUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (String) async throws(TimetableError) -> SearchResults

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (String) async throws(TimetableError) -> SearchResults
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(matching text: String) async throws(TimetableError)
    -> SearchResults
  {
    try await answer(text)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeSearchSessions {
    FakeSearchSessions { text throws(TimetableError) in
      Issue.record("Unexpected call: searchSessions(matching:)")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
