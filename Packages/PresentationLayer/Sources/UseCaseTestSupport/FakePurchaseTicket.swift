public import Domain
import Testing
public import UseCase

/// A `PurchaseTicketUseCase` that answers with a scripted closure running on the main actor.
public struct FakePurchaseTicket: PurchaseTicketUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (TicketKind) async throws(TicketError) -> Ticket

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (TicketKind) async throws(TicketError) -> Ticket
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(_ kind: TicketKind) async throws(TicketError) -> Ticket {
    try await answer(kind)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakePurchaseTicket {
    FakePurchaseTicket { kind throws(TicketError) in
      Issue.record("Unexpected call: purchaseTicket(\(kind))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
