/// A ticket (`GET /v1/me/tickets`, `POST /v1/me/tickets`, the check-in answer).
public struct TicketEntity: Codable, Sendable, Equatable {
  /// The ticket's identifier, for example `T-0001`.
  public let id: String
  /// `general`, `student` or `supporter`.
  public let kind: String
  /// `valid` or `checked_in`.
  public let status: String
  /// When it was issued, ISO 8601 with an offset.
  public let issuedAt: String
  /// When it was checked in, or `nil`.
  public let checkedInAt: String?

  /// Creates a ticket.
  public init(id: String, kind: String, status: String, issuedAt: String, checkedInAt: String?) {
    self.id = id
    self.kind = kind
    self.status = status
    self.issuedAt = issuedAt
    self.checkedInAt = checkedInAt
  }

  enum CodingKeys: String, CodingKey {
    case id, kind, status
    case issuedAt = "issued_at"
    case checkedInAt = "checked_in_at"
  }
}
