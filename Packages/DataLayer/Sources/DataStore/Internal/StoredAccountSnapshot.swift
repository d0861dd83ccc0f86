import Entity
import Foundation

/// The account snapshot file's JSON, format 1: `{"version": 1, "profile": {...},
/// "logged_in_at": 821234567.0, "saved_at": 821234567.0, "tickets": [...],
/// "tickets_saved_at": 821234567.0}` (seconds since 2001-01-01T00:00:00Z; `logged_in_at` may be
/// `null`; the tickets, added later, may be absent).
struct StoredAccountSnapshot: Codable {
  /// The format this version writes and reads.
  static let currentVersion = 1

  let version: Int
  let profile: ProfileEntity
  let loggedInAt: Double?
  let savedAt: Double
  let tickets: [TicketEntity]?
  let ticketsSavedAt: Double?

  init(_ snapshot: AccountSnapshot) {
    version = Self.currentVersion
    profile = snapshot.profile
    loggedInAt = snapshot.loggedInAt?.timeIntervalSinceReferenceDate
    savedAt = snapshot.savedAt.timeIntervalSinceReferenceDate
    tickets = snapshot.tickets?.list
    ticketsSavedAt = snapshot.tickets?.savedAt.timeIntervalSinceReferenceDate
  }

  var snapshot: AccountSnapshot {
    AccountSnapshot(
      profile: profile,
      loggedInAt: loggedInAt.map { Date(timeIntervalSinceReferenceDate: $0) },
      savedAt: Date(timeIntervalSinceReferenceDate: savedAt),
      tickets: tickets.flatMap { list in
        ticketsSavedAt.map { (list, Date(timeIntervalSinceReferenceDate: $0)) }
      })
  }

  enum CodingKeys: String, CodingKey {
    case version, profile, tickets
    case loggedInAt = "logged_in_at"
    case savedAt = "saved_at"
    case ticketsSavedAt = "tickets_saved_at"
  }
}
