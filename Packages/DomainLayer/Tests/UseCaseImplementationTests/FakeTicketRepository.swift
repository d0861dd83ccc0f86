import Entity
import Foundation
import Repository
import Synchronization
import Testing

/// A ticket repository whose every answer is scripted by a test; an unscripted call is
/// recorded as a test failure and answered with an error.
final class FakeTicketRepository: TicketRepository {
  /// A call the repository received.
  enum Call: Equatable {
    case tickets
    case purchaseTicket(kind: String)
    case checkIn(ticketID: String)
  }

  private let ticketsAnswer: (@Sendable () throws(RepositoryError) -> [TicketEntity])?
  private let purchaseAnswer: (@Sendable (String) throws(RepositoryError) -> TicketEntity)?
  private let checkInAnswer: (@Sendable (String) throws(RepositoryError) -> TicketEntity)?
  private let recorded = Mutex<[Call]>([])
  private let ticketsSavedAt: Date?

  /// Creates a repository answering each call with its closure; a call whose closure is `nil`
  /// is unexpected.
  init(
    tickets: (@Sendable () throws(RepositoryError) -> [TicketEntity])? = nil,
    purchaseTicket: (@Sendable (String) throws(RepositoryError) -> TicketEntity)? = nil,
    checkIn: (@Sendable (String) throws(RepositoryError) -> TicketEntity)? = nil,
    ticketsSavedAt: Date? = nil
  ) {
    self.ticketsSavedAt = ticketsSavedAt
    self.ticketsAnswer = tickets
    self.purchaseAnswer = purchaseTicket
    self.checkInAnswer = checkIn
  }

  /// Every call so far, oldest first.
  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func tickets() async throws(RepositoryError) -> Fetched<[TicketEntity]> {
    recorded.withLock { $0.append(.tickets) }
    guard let ticketsAnswer else { throw unexpected("tickets") }
    let source: Fetched<[TicketEntity]>.Source =
      ticketsSavedAt.map { .cache(savedAt: $0) } ?? .network
    return Fetched(value: try ticketsAnswer(), source: source)
  }

  func holderName() async -> String? {
    "Ada Lovelace"
  }

  func purchaseTicket(kind: String) async throws(RepositoryError) -> TicketEntity {
    recorded.withLock { $0.append(.purchaseTicket(kind: kind)) }
    guard let purchaseAnswer else { throw unexpected("purchaseTicket") }
    return try purchaseAnswer(kind)
  }

  func checkIn(ticketID: String) async throws(RepositoryError) -> TicketEntity {
    recorded.withLock { $0.append(.checkIn(ticketID: ticketID)) }
    guard let checkInAnswer else { throw unexpected("checkIn") }
    return try checkInAnswer(ticketID)
  }

  private func unexpected(_ call: String) -> RepositoryError {
    Issue.record("Unexpected repository call: \(call)")
    return .storage(reason: "unexpected call \(call)")
  }
}
