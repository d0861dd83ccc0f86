public import Foundation

extension ReminderLeadTime {
  /// When the reminder of `session` rings: the lead time before it starts; `nil` when
  /// reminders are off or the session was cancelled.
  public func ringsAt(for session: Session) -> Date? {
    guard let minutes, !session.isCancelled else { return nil }
    return session.startsAt.addingTimeInterval(-Double(minutes) * 60)
  }

  /// Whether the reminder of `session` is due at `now`: from the lead time before it starts
  /// until it starts (`start − lead ≤ now < start`), never for a cancelled session, never when
  /// reminders are off.
  public func rings(for session: Session, at now: Date) -> Bool {
    guard let ringsAt = ringsAt(for: session) else { return false }
    return ringsAt <= now && now < session.startsAt
  }

  /// The sessions of `sessions` in `bookmarked` whose reminder is due at `now`
  /// (`rings(for:at:)`), soonest first (then by id), each session and start once.
  public func due(
    among sessions: [Session], bookmarked: Set<Session.ID>, at now: Date
  ) -> [Session] {
    Self.unique(sessions.filter { bookmarked.contains($0.id) && rings(for: $0, at: now) })
  }

  /// The sessions of `sessions` in `bookmarked` that have not started at `now` and are not
  /// cancelled, soonest first (then by id), each session and start once: the reminders to come
  /// (and those due now).
  public func upcoming(
    among sessions: [Session], bookmarked: Set<Session.ID>, after now: Date
  ) -> [Session] {
    guard minutes != nil else { return [] }
    return Self.unique(
      sessions.filter { bookmarked.contains($0.id) && !$0.isCancelled && now < $0.startsAt })
  }

  /// The first instant after `now` at which a reminder of `sessions` in `bookmarked` starts to
  /// be due, or `nil` when none will: how long a watcher may wait.
  public func nextRing(
    among sessions: [Session], bookmarked: Set<Session.ID>, after now: Date
  ) -> Date? {
    sessions.lazy.filter { bookmarked.contains($0.id) }.compactMap(ringsAt(for:))
      .filter { $0 > now }.min()
  }

  /// `sessions` soonest first (then by id), each id and start once.
  private static func unique(_ sessions: [Session]) -> [Session] {
    var seen: Set<GivenReminders.Entry> = []
    return
      sessions
      .sorted { ($0.startsAt, $0.id.rawValue) < ($1.startsAt, $1.id.rawValue) }
      .filter { seen.insert(GivenReminders.Entry(session: $0)).inserted }
  }
}
