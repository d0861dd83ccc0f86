public import Foundation

/// A conference ticket of the logged-in person.
public struct Ticket: Sendable, Equatable {
  /// Identifies a ticket; distinct from other identifiers so they cannot be mixed up.
  public struct ID: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The identifier as the backend spells it, for example `T-0001`.
    public let rawValue: String

    /// Wraps `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The raw identifier.
    public var description: String { rawValue }
  }

  /// The ticket's identifier.
  public let id: ID
  /// Its kind.
  public let kind: TicketKind
  /// When it was issued.
  public let issuedAt: Date
  /// When it was checked in, or `nil` while it is still valid for entry.
  public let checkedInAt: Date?

  /// Creates a ticket.
  public init(id: ID, kind: TicketKind, issuedAt: Date, checkedInAt: Date?) {
    self.id = id
    self.kind = kind
    self.issuedAt = issuedAt
    self.checkedInAt = checkedInAt
  }

  /// Whether the ticket has been checked in.
  public var isCheckedIn: Bool { checkedInAt != nil }
}
