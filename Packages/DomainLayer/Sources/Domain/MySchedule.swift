/// The bookmarked sessions in time order, each with the bookmarked sessions it overlaps.
public struct MySchedule: Sendable, Equatable {
  /// One bookmarked session and its conflicts.
  public struct Entry: Sendable, Equatable {
    /// The session.
    public let session: Session
    /// The other bookmarked sessions that overlap it in time, in time order.
    public let conflicts: [Session.ID]

    /// Creates an entry.
    public init(session: Session, conflicts: [Session.ID]) {
      self.session = session
      self.conflicts = conflicts
    }
  }

  /// The entries, by start time (then id).
  public let entries: [Entry]
  /// Whether any programme data came from a saved copy because the backend was unreachable.
  public let isFromSavedCopy: Bool

  /// Builds the schedule of `sessions`: sorts them and flags every pair that overlaps (one
  /// starts before the other ends).
  public init(sessions: [Session], isFromSavedCopy: Bool) {
    let sorted = sessions.sorted {
      ($0.startsAt, $0.id.rawValue) < ($1.startsAt, $1.id.rawValue)
    }
    entries = sorted.map { session in
      Entry(
        session: session,
        conflicts: sorted.filter {
          $0.id != session.id && $0.startsAt < session.endsAt && session.startsAt < $0.endsAt
        }.map(\.id))
    }
    self.isFromSavedCopy = isFromSavedCopy
  }
}
