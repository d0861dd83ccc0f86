public import Domain
import Testing
public import UseCase

/// A `ListConferencesUseCase` that answers with a scripted closure running on the main actor.
public struct FakeListConferences: ListConferencesUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(ConferenceError) -> ConferenceCatalog

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable () async throws(ConferenceError) -> ConferenceCatalog
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(ConferenceError) -> ConferenceCatalog {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeListConferences {
    FakeListConferences { () throws(ConferenceError) in
      Issue.record("Unexpected call: listConferences()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
