/// The bookmarked sessions in time order, each with the bookmarked sessions it overlaps.
public struct MySchedule: Sendable, Equatable {
  /// One bookmarked session and its conflicts.
  public struct Entry: Sendable, Equatable {
    /// The session.
    public let session: Session
    /// The other bookmarked sessions that overlap it in time, in time order.
    public let conflicts: [Session.ID]
    /// Whether the bookmark was added while the backend was unreachable and is still queued.
    public let isPending: Bool
    /// Whether it moved or was cancelled since the person last looked at the changes.
    public let hasChanged: Bool
    /// How it changed since the person last looked at the changes (moved from where to where,
    /// or cancelled), when that is known; `nil` when it did not change.
    public let change: ProgrammeChange.Kind?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - session: The bookmarked session.
    ///   - conflicts: The other bookmarked sessions it overlaps.
    ///   - isPending: Whether its bookmark is queued.
    ///   - hasChanged: Whether it changed since the changes were last seen (also `true` when
    ///     `change` is given).
    ///   - change: How it changed, when known.
    public init(
      session: Session, conflicts: [Session.ID], isPending: Bool = false, hasChanged: Bool = false,
      change: ProgrammeChange.Kind? = nil
    ) {
      self.session = session
      self.conflicts = conflicts
      self.isPending = isPending
      self.hasChanged = hasChanged || change != nil
      self.change = change
    }
  }

  /// The entries, by start time (then id).
  public let entries: [Entry]
  /// Whether any programme data came from a saved copy because the backend was unreachable.
  public let isFromSavedCopy: Bool
  /// Why the programme's saved copies were used (what could not be reached or used: the
  /// backend, or an added conference's website or file), when known.
  public let staleBecause: ConnectivityError?
  /// Sessions whose bookmark was removed while the backend was unreachable (still queued);
  /// they are not in `entries`.
  public let pendingRemovals: [Session.ID]
  /// Bookmarked sessions the programme no longer has: the bookmark is kept, and shown as
  /// removed.
  public let removedFromProgramme: [Session.ID]

  /// Builds the schedule of `sessions`: sorts them and flags every pair that overlaps (one
  /// starts before the other ends); the sessions in `pending` are marked queued, those in
  /// `changed` or `changes` changed (with how, for `changes`).
  public init(
    sessions: [Session], isFromSavedCopy: Bool, staleBecause: ConnectivityError? = nil,
    pending: Set<Session.ID> = [], pendingRemovals: [Session.ID] = [],
    changed: Set<Session.ID> = [], changes: [Session.ID: ProgrammeChange.Kind] = [:],
    removedFromProgramme: [Session.ID] = []
  ) {
    let sorted = sessions.sorted {
      ($0.startsAt, $0.id.rawValue) < ($1.startsAt, $1.id.rawValue)
    }
    entries = sorted.map { session in
      Entry(
        session: session,
        conflicts: sorted.filter {
          $0.id != session.id && $0.startsAt < session.endsAt && session.startsAt < $0.endsAt
        }.map(\.id),
        isPending: pending.contains(session.id), hasChanged: changed.contains(session.id),
        change: changes[session.id])
    }
    self.isFromSavedCopy = isFromSavedCopy
    self.staleBecause = staleBecause
    self.pendingRemovals = pendingRemovals
    self.removedFromProgramme = removedFromProgramme
  }
}
