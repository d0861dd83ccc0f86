public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The timetable screen: one or more days of the programme, optionally narrowed to a track, a
/// room or a speaker, with the sessions under way marked.
///
/// Main-actor isolated; observe `state`. Records the presentation events `timetable_viewed`
/// (properties `day` — the number, several joined by commas, or `today` — plus `track` and
/// `room` as typed and `speaker` = `filtered` when set; a speaker's name is never recorded) for
/// each load, and `timetable_track_selected` (`track`, or `all`) when the track changes.
@MainActor
@Observable
public final class TimetableViewModel {
  /// What the screen shows: the days shown once loaded, or why they cannot be shown (a failed
  /// load, or a track, room or speaker that none of them has).
  public typealias State = LoadState<Content, TimetableError>

  /// What the screen shows.
  public private(set) var state: State = .idle
  /// The filter the person asked for, as typed.
  public private(set) var filter = Filter()
  /// The sessions the logged-in person bookmarked (queued additions included), read after each
  /// load; empty when no one is logged in or the bookmarks cannot be read.
  public private(set) var bookmarkedSessionIDs: Set<Session.ID> = []
  /// The bookmarked sessions among those loaded that moved (day, time or room) or were
  /// cancelled since the person last looked at the programme's changes; read with the
  /// bookmarks, empty without them.
  public private(set) var changedSessionIDs: Set<Session.ID> = []
  /// The conference's days, once `loadAll()` or `loadConferenceDays()` has read them; empty
  /// before, or when they cannot be read.
  public private(set) var conferenceDays: [ConferenceDay] = []
  /// The conference (its title and its days' dates), read with `conferenceDays`; `nil`
  /// before, or when it cannot be read.
  public private(set) var conference: Conference?
  /// After a track, room or speaker matched nothing on the days shown: the conference's other
  /// days where it does match (read for the purpose), so the person can be sent there; empty
  /// otherwise.
  public private(set) var filterMatchingDays: [ConferenceDay] = []
  /// The sessions the programme lists without a time yet, once `loadUnscheduled()` has read
  /// them, or why they cannot be read.
  public private(set) var unscheduledState: LoadState<[UnscheduledSession], TimetableError> =
    .idle

  @ObservationIgnored private let getTimetable: any GetTimetableUseCase
  @ObservationIgnored private let getConference: any GetConferenceUseCase
  @ObservationIgnored private let getConferenceMoment: any GetConferenceMomentUseCase
  @ObservationIgnored private let getBookmarks: (any GetBookmarksUseCase)?
  @ObservationIgnored private let getChangedSessions: (any GetChangedSessionsUseCase)?
  @ObservationIgnored private let events: PresentationEventRecorder
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private var loaded: (timetables: [Timetable], phase: ConferenceMoment.Phase?)?
  @ObservationIgnored private var latestRequest = 0
  /// The days the latest `load(days:)` asked for: what `reload()` loads again.
  @ObservationIgnored private var requestedDays: [ConferenceDay] = []

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getTimetable: Loads a day's programme.
  ///   - getConference: Says which days the conference has, for `loadAll()`.
  ///   - getConferenceMoment: Finds today's day for `loadToday()`.
  ///   - getBookmarks: Reads the bookmarks to mark after each load; `nil` marks none.
  ///   - getChangedSessions: Says which bookmarked sessions changed since the changes were
  ///     last seen; `nil` flags none.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock: stamps the events, says which day is today and what is under way.
  public init(
    getTimetable: any GetTimetableUseCase, getConference: any GetConferenceUseCase,
    getConferenceMoment: any GetConferenceMomentUseCase,
    getBookmarks: (any GetBookmarksUseCase)? = nil,
    getChangedSessions: (any GetChangedSessionsUseCase)? = nil,
    analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date
  ) {
    self.getTimetable = getTimetable
    self.getConference = getConference
    self.getConferenceMoment = getConferenceMoment
    self.getBookmarks = getBookmarks
    self.getChangedSessions = getChangedSessions
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
    self.now = now
  }

  /// The track name the person asked for, as typed; `nil` shows every track.
  public var selectedTrackName: String? {
    filter.track
  }

  /// Loads `day`, moving through `.loading` to `.loaded` or `.failed`.
  ///
  /// The filter is applied to the result; a track, room or speaker the day does not have ends
  /// in `.failed(.unknownTrack(...))` (or `.unknownRoom`, `.unknownSpeaker`), a part of several
  /// tracks' or rooms' names in `.failed(.ambiguousTrack(...))` (`.ambiguousRoom`). When loads
  /// overlap, only the latest one changes the state.
  public func load(day: ConferenceDay) async {
    await load(days: [day])
  }

  /// Loads `days` (one after the other, in the order given) as one screen; the filter must
  /// match on at least one of them. Fails with the first day that cannot be loaded.
  public func load(days: [ConferenceDay]) async {
    requestedDays = days
    let request = begin(day: days.map(\.description).joined(separator: ","))
    await read(days, for: request)
  }

  /// Loads the days last asked for again (after a refresh may have changed the saved copy)
  /// without passing through `.loading`: what is shown stays until the new answer replaces it,
  /// so what the person does meanwhile acts on it. Records no event; does nothing before a
  /// load of days, or after `loadToday()`. A load that starts meanwhile wins over it.
  public func reload() async {
    guard !requestedDays.isEmpty else { return }
    latestRequest += 1
    await read(requestedDays, for: latestRequest)
  }

  /// Reads `days` for `request`, then what else its screen needs.
  private func read(_ days: [ConferenceDay], for request: Int) async {
    var timetables: [Timetable] = []
    for day in days {
      do {
        timetables.append(try await getTimetable(for: day))
      } catch {
        finish(request, with: .failure(error))
        return
      }
    }
    finish(request, with: .success((timetables, nil)))
    await findFilterElsewhere(excluding: days, request: request)
    await loadBookmarks()
  }

  /// Loads every day of the conference as one screen (see `load(days:)`); fails as a day
  /// would when the conference's days cannot be read.
  public func loadAll() async {
    let days: [ConferenceDay]
    do {
      let conference = try await getConference()
      days = conference.dayNumbers
      conferenceDays = days
      self.conference = conference
    } catch {
      let request = begin(day: "all")
      finish(request, with: .failure(error))
      return
    }
    await load(days: days)
  }

  /// Reads the conference's days into `conferenceDays` (for day tabs); a failure leaves them
  /// as they were, since the day itself reports its own failure.
  public func loadConferenceDays() async {
    if let conference = try? await getConference() {
      conferenceDays = conference.dayNumbers
      self.conference = conference
    }
  }

  /// Reads the sessions the programme lists without a time yet into `unscheduledState`,
  /// through `.loading` to `.loaded` (in the programme's order) or `.failed`; the conference
  /// read is kept in `conference` and `conferenceDays` too.
  public func loadUnscheduled() async {
    unscheduledState = .loading
    do {
      let conference = try await getConference()
      conferenceDays = conference.dayNumbers
      self.conference = conference
      unscheduledState = .loaded(conference.unscheduled)
    } catch {
      unscheduledState = .failed(error)
    }
  }

  /// Loads the day the clock says is today: during the conference today's, before it the first
  /// day, after it the last (see `GetConferenceMomentUseCase`).
  public func loadToday() async {
    requestedDays = []
    let request = begin(day: "today")
    do {
      let moment = try await getConferenceMoment(at: now())
      finish(request, with: .success(([moment.timetable], moment.phase)))
      await findFilterElsewhere(excluding: [moment.timetable.day], request: request)
    } catch {
      finish(request, with: .failure(error))
      return
    }
    await loadBookmarks()
  }

  /// When the filter matched nothing on `shown`, reads the conference's other days and keeps
  /// those it matches in `filterMatchingDays`; a day that cannot be read is left out.
  private func findFilterElsewhere(excluding shown: [ConferenceDay], request: Int) async {
    filterMatchingDays = []
    guard case .failed(let failure) = state, failure.unknownName != nil,
      let days = try? await getConference().dayNumbers
    else { return }
    var found: [ConferenceDay] = []
    for day in days where !shown.contains(day) {
      guard let timetable = try? await getTimetable(for: day) else { continue }
      if case .loaded = makeState(first: timetable, others: [], phase: nil) {
        found.append(day)
      }
    }
    if request == latestRequest {
      filterMatchingDays = found
    }
  }

  /// The day the clock says is today (see `loadToday()`: the first day before the conference,
  /// the last after it), or `nil` when it cannot be told; changes no state.
  public func today() async -> ConferenceDay? {
    try? await getConferenceMoment(at: now()).timetable.day
  }

  /// Reads the bookmarks to mark, then which of them changed; any failure (no login, offline
  /// without a saved list) marks none, since the timetable itself does not need a login.
  public func loadBookmarks() async {
    guard getBookmarks != nil else { return }
    bookmarkedSessionIDs = await ViewModel.bookmarkedSessionIDs(from: getBookmarks)
    await loadChanges(amongBookmarked: bookmarkedSessionIDs)
  }

  /// Reads which loaded sessions of `bookmarked` changed since the programme's changes were
  /// last seen, into `changedSessionIDs`: for a host that keeps the bookmarks itself (the
  /// terminal app), after each load. A load that starts meanwhile keeps its own answer.
  public func loadChanges(amongBookmarked bookmarked: Set<Session.ID>) async {
    let request = latestRequest
    guard let getChangedSessions, let loaded, !bookmarked.isEmpty else {
      changedSessionIDs = []
      return
    }
    let sessions = loaded.timetables.flatMap(\.sessions).filter { bookmarked.contains($0.id) }
    let changed = await getChangedSessions(among: sessions)
    if request == latestRequest {
      changedSessionIDs = changed
    }
  }

  /// Shows only the sessions of the track `name` means (its whole name, or part of one track's
  /// name only, compared loosely: `NameMatch`), or every track for `nil` or blank text.
  ///
  /// Applies at once to loaded days and to every later load.
  public func selectTrack(_ name: String?) {
    filter.track = Filter.cleaned(name)
    events.record(.timetableTrackSelected, ["track": filter.track == nil ? "all" : "filtered"])
    refresh()
  }

  /// Shows only the sessions held in the room `name` means (its whole name, or part of one
  /// room's name only, compared loosely: `NameMatch`), or every room for `nil` or blank text.
  /// Applies at once and to later loads.
  public func selectRoom(_ name: String?) {
    filter.room = Filter.cleaned(name)
    refresh()
  }

  /// Shows only the sessions with a speaker whose name contains `name` (compared loosely), or
  /// every session for `nil` or blank text. Applies at once and to later loads.
  public func selectSpeaker(_ name: String?) {
    filter.speaker = Filter.cleaned(name)
    refresh()
  }

  private func begin(day: String) -> Int {
    latestRequest += 1
    var properties = ["day": day]
    // Filters are typed text: recorded as set or not, never as typed.
    properties["track"] = filter.track.map { _ in "filtered" }
    properties["room"] = filter.room.map { _ in "filtered" }
    properties["speaker"] = filter.speaker.map { _ in "filtered" }
    events.record(.timetableViewed, properties)
    state = .loading
    return latestRequest
  }

  private func finish(
    _ request: Int,
    with result: Result<([Timetable], ConferenceMoment.Phase?), TimetableError>
  ) {
    guard request == latestRequest else { return }
    switch result {
    case .success(let (timetables, phase)):
      loaded = (timetables, phase)
      refresh()
    case .failure(let error):
      loaded = nil
      state = .failed(error)
    }
  }

  private func refresh() {
    guard let loaded, let first = loaded.timetables.first else { return }
    state = makeState(
      first: first, others: Array(loaded.timetables.dropFirst()), phase: loaded.phase)
  }

  private func makeState(
    first: Timetable, others: [Timetable], phase: ConferenceMoment.Phase?
  ) -> State {
    let timetables = [first] + others
    let days = timetables.map(\.day)
    var track: Track?
    if let name = filter.track {
      let known = Set(timetables.flatMap(\.tracks)).sorted()
      switch NameMatch(name, among: known, name: \.name) {
      case .one(let found): track = found
      case .several(let candidates):
        return .failed(.ambiguousTrack(name: name, days: days, candidates: candidates))
      case .none: return .failed(.unknownTrack(name: name, days: days, knownTracks: known))
      }
    }
    var room: String?
    if let name = filter.room {
      let known = Self.sortedNames(timetables.flatMap(\.rooms))
      switch NameMatch(name, among: known) {
      case .one(let found): room = found
      case .several(let candidates):
        return .failed(.ambiguousRoom(name: name, days: days, candidates: candidates))
      case .none: return .failed(.unknownRoom(name: name, days: days, knownRooms: known))
      }
    }
    if let name = filter.speaker,
      !timetables.contains(where: { $0.sessions.contains { $0.hasSpeaker(named: name) } })
    {
      let known = Self.sortedNames(timetables.flatMap(\.speakers).map(\.name))
      return .failed(.unknownSpeaker(name: name, days: days, knownSpeakers: known))
    }
    return .loaded(
      Content(
        timetable: first, otherDays: others, selectedTrack: track, selectedRoom: room,
        speakerFilter: filter.speaker, phase: phase, instant: now()))
  }

  /// `names` without repeats, sorted ignoring case.
  nonisolated static func sortedNames(_ names: [String]) -> [String] {
    Set(names).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
  }
}
