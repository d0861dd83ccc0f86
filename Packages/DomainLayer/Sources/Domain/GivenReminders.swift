public import Foundation

/// The reminders already given for one conference, so that none rings twice: not after the
/// app was closed and opened again, nor when a watcher restarts.
///
/// A reminder is its session and the start it had: a session moved to a later time reminds
/// again. The record is bounded: it keeps the `capacity` reminders given last.
public struct GivenReminders: Sendable, Equatable {
  /// One reminder given: a session at the start it had then.
  public struct Entry: Sendable, Hashable {
    /// The session.
    public let sessionID: Session.ID
    /// When it started at the time of the reminder.
    public let startsAt: Date

    /// Creates an entry.
    public init(sessionID: Session.ID, startsAt: Date) {
      self.sessionID = sessionID
      self.startsAt = startsAt
    }

    /// The entry of `session` as it is now.
    public init(session: Session) {
      self.init(sessionID: session.id, startsAt: session.startsAt)
    }
  }

  /// How many reminders are kept: the latest given.
  public static let capacity = 500

  /// The reminders given, oldest first; at most `capacity`.
  public private(set) var entries: [Entry]

  /// A record of `entries` (oldest first), keeping the last `capacity` and each entry once.
  public init(entries: [Entry] = []) {
    var seen: Set<Entry> = []
    let kept = entries.reversed().filter { seen.insert($0).inserted }.prefix(Self.capacity)
    self.entries = Array(kept.reversed())
  }

  /// Whether the reminder of `session`, at its current start, was given.
  public func contains(_ session: Session) -> Bool {
    entries.contains(Entry(session: session))
  }

  /// Records the reminder of `session` as given, dropping the oldest beyond `capacity`.
  public mutating func insert(_ session: Session) {
    self = GivenReminders(entries: entries + [Entry(session: session)])
  }
}
