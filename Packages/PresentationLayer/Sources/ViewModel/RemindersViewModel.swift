public import Domain
public import Foundation
public import Observation
public import UseCase

/// The reminders of the bookmarked sessions: which are to come (`conf reminders`), and ringing
/// each once when it is due (`conf reminders --watch`, `conf app`), from the programme saved on
/// this device.
///
/// A reminder is due from the lead time before its session starts until it starts
/// (`ReminderLeadTime.rings(for:at:)`); it rings once (the `ReminderLog` keeps those given,
/// across runs), never in the quiet hours (one still due when they end rings then).
/// Main-actor isolated; observe `state` and `rung`.
@MainActor
@Observable
public final class RemindersViewModel {
  /// What was loaded: the lead time, the reminders to come and those given.
  public struct Content: Sendable, Equatable {
    /// The lead time kept on this device.
    public let lead: ReminderLeadTime
    /// The bookmarked sessions that have not started and are not cancelled, soonest first.
    public let upcoming: [Session]
    /// Those of `upcoming` whose reminder is due at `now`.
    public let due: [Session]
    /// The reminders given so far.
    public let given: GivenReminders
    /// When this was loaded.
    public let now: Date

    /// Creates content.
    public init(
      lead: ReminderLeadTime, upcoming: [Session], due: [Session], given: GivenReminders,
      now: Date
    ) {
      self.lead = lead
      self.upcoming = upcoming
      self.due = due
      self.given = given
      self.now = now
    }

    /// The notices of the reminders due at `now`, soonest first: what the app's status line
    /// says.
    public var dueNotices: [ReminderNotice] {
      due.map { ReminderNotice(session: $0, at: now) }
    }
  }

  /// What the screen shows.
  public typealias State = LoadState<Content, BookmarkError>

  /// What the screen shows.
  public private(set) var state: State = .idle
  /// The reminders the last `check()` rang, soonest first.
  public private(set) var rung: [ReminderNotice] = []

  /// The longest a watch waits before it reads the bookmarks and the programme again.
  public static let longestWait: TimeInterval = 60

  @ObservationIgnored private let getReminderLeadTime: any GetReminderLeadTimeUseCase
  @ObservationIgnored private let getBookmarks: any GetBookmarksUseCase
  @ObservationIgnored private let getSavedProgramme: any GetSavedProgrammeUseCase
  @ObservationIgnored private let log: ReminderLog
  @ObservationIgnored private let notifier: any ReminderNotifier
  @ObservationIgnored private let quietHours: QuietHours?
  @ObservationIgnored private let localZone: TimeZone
  @ObservationIgnored private let clock: ReminderClock

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getReminderLeadTime: Reads the lead time.
  ///   - getBookmarks: Reads the bookmarks.
  ///   - getSavedProgramme: Reads the programme saved on this device (never the network).
  ///   - log: Keeps the reminders given.
  ///   - notifier: Rings a reminder.
  ///   - quietHours: When nothing rings (`CONF_QUIET_HOURS`); `nil` for none.
  ///   - localZone: The zone the quiet hours are read in: this device's.
  ///   - clock: The time, and the waiting of `watch(onRing:)`.
  public init(
    getReminderLeadTime: any GetReminderLeadTimeUseCase, getBookmarks: any GetBookmarksUseCase,
    getSavedProgramme: any GetSavedProgrammeUseCase, log: ReminderLog,
    notifier: any ReminderNotifier, quietHours: QuietHours?, localZone: TimeZone,
    clock: ReminderClock
  ) {
    self.getReminderLeadTime = getReminderLeadTime
    self.getBookmarks = getBookmarks
    self.getSavedProgramme = getSavedProgramme
    self.log = log
    self.notifier = notifier
    self.quietHours = quietHours
    self.localZone = localZone
    self.clock = clock
  }

  /// Reads the lead time, the bookmarks, the saved programme and the reminders given, at the
  /// clock's now.
  public func load() async {
    state = .loading
    let now = clock.now()
    let lead = await getReminderLeadTime()
    let getBookmarks = getBookmarks
    state = await .of { () throws(BookmarkError) in
      let bookmarked = try await getBookmarks().bookmarkedSessionIDs
      let sessions = await getSavedProgramme().flatMap(\.sessions)
      return Content(
        lead: lead, upcoming: lead.upcoming(among: sessions, bookmarked: bookmarked, after: now),
        due: lead.due(among: sessions, bookmarked: bookmarked, at: now),
        given: await log.load(), now: now)
    }
  }

  /// Loads, then rings each due reminder not given yet (unless now is in the quiet hours) and
  /// keeps it as given; returns what rang (also `rung`).
  @discardableResult
  public func check() async -> [ReminderNotice] {
    await load()
    guard case .loaded(let content) = state,
      quietHours?.contains(content.now, in: localZone) != true
    else {
      rung = []
      return []
    }
    var given = content.given
    let toRing = content.due.filter { !given.contains($0) }
    guard !toRing.isEmpty else {
      rung = []
      return []
    }
    // Kept before ringing: a watcher stopped while ringing never rings the same one again.
    for session in toRing { given.insert(session) }
    await log.save(given)
    state = .loaded(
      Content(
        lead: content.lead, upcoming: content.upcoming, due: content.due, given: given,
        now: content.now))
    let notices = toRing.map { ReminderNotice(session: $0, at: content.now) }
    for notice in notices {
      await notifier.ring(ReminderAlert(notice: notice))
    }
    rung = notices
    return notices
  }

  /// Checks, waits until the next reminder is due (at most `longestWait`, so new bookmarks and
  /// a refreshed programme are seen), and again, until the clock says to stop; `onRing` hears
  /// of each reminder rung.
  public func watch(onRing: (ReminderNotice) -> Void) async {
    repeat {
      for notice in await check() { onRing(notice) }
    } while await clock.sleep(wakeUp())
  }

  /// When the watch looks again: the next reminder's ring, or `longestWait` from now.
  private func wakeUp() -> Date {
    let now = clock.now()
    let latest = now.addingTimeInterval(Self.longestWait)
    guard case .loaded(let content) = state,
      let next = content.lead.nextRing(
        among: content.upcoming, bookmarked: Set(content.upcoming.map(\.id)), after: now)
    else { return latest }
    return min(next, latest)
  }
}
