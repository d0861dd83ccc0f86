public import Foundation

/// The logged-in person's tickets (at most one), and when they were saved when they come from
/// this device's copy because the backend could not be reached.
public struct TicketList: Sendable, Equatable {
  /// The tickets.
  public let tickets: [Ticket]
  /// When the copy shown was fetched, or `nil` when the tickets are live.
  public let savedAt: Date?
  /// The name of the person they belong to, as last confirmed; `nil` when not known.
  public let holder: String?

  /// Creates a list.
  public init(tickets: [Ticket], savedAt: Date? = nil, holder: String? = nil) {
    self.tickets = tickets
    self.savedAt = savedAt
    self.holder = holder
  }
}
