public import Domain
import Testing
public import UseCase

/// A `RemoveConferenceUseCase` that answers with a scripted closure running on the main actor.
public struct FakeRemoveConference: RemoveConferenceUseCase {
  /// The scripted answer.
  public let answer:
    @MainActor @Sendable (String) async throws(ConferenceError) -> ConferenceListing

  /// Creates a fake answering with `answer`.
  public init(
    answer:
      @escaping @MainActor @Sendable (String) async throws(ConferenceError) -> ConferenceListing
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(_ name: String) async throws(ConferenceError) -> ConferenceListing {
    try await answer(name)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeRemoveConference {
    FakeRemoveConference { name throws(ConferenceError) in
      Issue.record("Unexpected call: removeConference(\(name))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
