public import Domain
import Testing
public import UseCase

/// A `AddConferenceUseCase` that answers with a scripted closure running on the main actor.
public struct FakeAddConference: AddConferenceUseCase {
  /// The scripted answer.
  public let answer:
    @MainActor @Sendable (String, String?) async throws(ConferenceError) -> ConferenceListing

  /// Creates a fake answering with `answer`.
  public init(
    answer:
      @escaping @MainActor @Sendable (String, String?) async throws(ConferenceError) ->
      ConferenceListing
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(source: String, timeZone: String?) async throws(ConferenceError)
    -> ConferenceListing
  {
    try await answer(source, timeZone)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeAddConference {
    FakeAddConference { source, _ throws(ConferenceError) in
      Issue.record("Unexpected call: addConference(source: \(source))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
