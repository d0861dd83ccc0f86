public import Domain
import Testing
public import UseCase

/// A `CheckInUseCase` that answers with a scripted closure running on the main actor.
public struct FakeCheckIn: CheckInUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (Ticket.ID) async throws(TicketError) -> Ticket

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (Ticket.ID) async throws(TicketError) -> Ticket
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(_ ticketID: Ticket.ID) async throws(TicketError) -> Ticket {
    try await answer(ticketID)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeCheckIn {
    FakeCheckIn { ticketID throws(TicketError) in
      Issue.record("Unexpected call: checkIn(\(ticketID))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
