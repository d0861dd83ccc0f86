public import Entity
public import Foundation

/// Who a stored login belonged to when the backend last confirmed it, kept beside the credential
/// so that the account can be shown while the backend cannot be reached.
///
/// Holds no token: only the profile (id, name, email address, phone number and onboarding
/// step, what `conf profile` shows when the backend cannot be reached), when the person logged
/// in on this device, when it was last confirmed, and the person's tickets as last fetched
/// (what a door check needs when the backend cannot be reached). The file is private to the
/// user, as the credential's.
public struct AccountSnapshot: Sendable, Equatable {
  /// The profile as last confirmed.
  public let profile: ProfileEntity
  /// When the person logged in on this device, or `nil` when that is not known.
  public let loggedInAt: Date?
  /// When the backend last confirmed the login (and sent `profile`).
  public let savedAt: Date
  /// The person's tickets and when they were fetched, or `nil` when not fetched yet.
  public let tickets: (list: [TicketEntity], savedAt: Date)?

  /// Creates a snapshot of `profile`.
  public init(
    profile: ProfileEntity, loggedInAt: Date?, savedAt: Date,
    tickets: (list: [TicketEntity], savedAt: Date)? = nil
  ) {
    self.profile = profile
    self.loggedInAt = loggedInAt
    self.savedAt = savedAt
    self.tickets = tickets
  }

  /// This snapshot with `tickets`, fetched at `savedAt`.
  public func with(tickets: [TicketEntity], savedAt: Date) -> AccountSnapshot {
    AccountSnapshot(
      profile: profile, loggedInAt: loggedInAt, savedAt: self.savedAt,
      tickets: (tickets, savedAt))
  }

  /// Compares every field, the tickets' fetch time included.
  public static func == (left: AccountSnapshot, right: AccountSnapshot) -> Bool {
    left.profile == right.profile && left.loggedInAt == right.loggedInAt
      && left.savedAt == right.savedAt && left.tickets?.list == right.tickets?.list
      && left.tickets?.savedAt == right.tickets?.savedAt
  }
}
