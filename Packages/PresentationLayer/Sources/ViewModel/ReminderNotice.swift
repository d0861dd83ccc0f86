public import Domain
public import Foundation

/// A bookmarked session that starts soon, and how `conf next` and `conf app` say so:
/// `★ Your session 208, "Contract Testing", starts in 12 minutes in Room D.`
public struct ReminderNotice: Sendable, Equatable {
  /// The session.
  public let session: Session
  /// Whole minutes until it starts (rounded down), from the time the notice was made.
  public let minutesUntilStart: Int

  /// The notice for `session` at `now`.
  public init(session: Session, at now: Date) {
    self.session = session
    minutesUntilStart = Self.minutes(from: now, to: session.startsAt)
  }

  /// Whole minutes from `now` until `start` (rounded down, 0 once it has begun).
  static func minutes(from now: Date, to start: Date) -> Int {
    Int(max(0, min(start.timeIntervalSince(now), 1e9)) / 60)
  }

  /// The notices for the sessions of `sessions` in `bookmarked` that `lead` says are due at
  /// `now`, soonest first (then by id), each session once.
  public static func due(
    among sessions: [Session], bookmarked: Set<Session.ID>, lead: ReminderLeadTime,
    at now: Date
  ) -> [ReminderNotice] {
    var seen: Set<Session.ID> = []
    return
      sessions
      .filter {
        bookmarked.contains($0.id) && lead.isDue($0, at: now) && seen.insert($0.id).inserted
      }
      .sorted { ($0.startsAt, $0.id.rawValue) < ($1.startsAt, $1.id.rawValue) }
      .map { ReminderNotice(session: $0, at: now) }
  }

  /// How soon: `in less than a minute`, `in 1 minute`, `in 12 minutes`, `in 2 hours`, as
  /// `conf next` says it (`ElapsedTimeFormatter`).
  public var whenText: String {
    ElapsedTimeFormatter.relative(minutesAhead: minutesUntilStart)
  }

  /// The sentence, for example `★ Your session 208, "Contract Testing", starts in 12 minutes in
  /// Room D.` (without the room when the session has none).
  public var text: String {
    text(when: whenText)
  }

  /// The sentence, `suffix` after it, made safe for a terminal and fitted to `width` columns:
  /// whole when it fits, else with the title shortened (ending in `…`) so that how soon and
  /// where stay readable, else cut at the end. What the app's status line shows.
  public func text(suffix: String = "", fittingDisplayWidth width: Int) -> String {
    let whole = (text + suffix).sanitizedForTerminal()
    guard whole.displayWidth > width else { return whole }
    let room = session.room.isEmpty ? "" : " in \(session.room)"
    let head = "★ Your session \(session.id.rawValue), \""
    let tail = "\", starts \(whenText)\(room).\(suffix)".sanitizedForTerminal()
    let titleWidth = width - head.displayWidth - tail.displayWidth
    guard titleWidth >= 8 else { return whole.truncated(toDisplayWidth: width) }
    return head + session.title.truncated(toDisplayWidth: titleWidth) + tail
  }

  /// The sentence with `when` in place of how soon, for example `on day 2 at 10:50`.
  public func text(when: String) -> String {
    let room = session.room.isEmpty ? "" : " in \(session.room)"
    return "★ Your session \(session.id.rawValue), \"\(session.title)\", starts \(when)\(room)."
  }
}
