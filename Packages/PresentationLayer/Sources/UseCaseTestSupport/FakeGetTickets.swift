public import Domain
import Testing
public import UseCase

/// A `GetTicketsUseCase` that answers with a scripted closure running on the main actor.
public struct FakeGetTickets: GetTicketsUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(TicketError) -> [Ticket]

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable () async throws(TicketError) -> [Ticket]) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(TicketError) -> [Ticket] {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetTickets {
    FakeGetTickets { () throws(TicketError) in
      Issue.record("Unexpected call: getTickets()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
