public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The timetable screen: one day of the programme, optionally narrowed to one track.
///
/// Main-actor isolated; observe `state`. Records the presentation events `timetable_viewed`
/// (properties `day`, and `track` when one is selected) for each `load(day:)`, and
/// `timetable_track_selected` (`track`, or `all`) when the selection changes.
@MainActor
@Observable
public final class TimetableViewModel {
  /// What the screen shows.
  public private(set) var state: State = .idle
  /// The track name the person asked for, as typed; `nil` shows every track.
  public private(set) var selectedTrackName: String?

  @ObservationIgnored private let getTimetable: any GetTimetableUseCase
  @ObservationIgnored private let events: PresentationEventRecorder
  @ObservationIgnored private var timetable: Timetable?
  @ObservationIgnored private var latestRequest = 0

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getTimetable: Loads a day's programme.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    getTimetable: any GetTimetableUseCase, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getTimetable = getTimetable
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads `day`, moving through `.loading` to `.loaded` or `.failed`.
  ///
  /// The selected track is applied to the result; an unknown one ends in
  /// `.failed(.unknownTrack(...))`. When loads overlap, only the latest one changes the state.
  public func load(day: ConferenceDay) async {
    latestRequest += 1
    let request = latestRequest
    var properties = ["day": String(day.number)]
    properties["track"] = selectedTrackName
    events.record("timetable_viewed", properties)
    state = .loading
    do {
      let timetable = try await getTimetable(for: day)
      guard request == latestRequest else { return }
      self.timetable = timetable
      state = makeState(for: timetable)
    } catch {
      guard request == latestRequest else { return }
      timetable = nil
      state = .failed(.timetable(error))
    }
  }

  /// Shows only the sessions of the track called `name` (ignoring case), or every track for
  /// `nil` or blank text.
  ///
  /// Applies at once to a loaded day and to every later `load(day:)`.
  public func selectTrack(_ name: String?) {
    let trimmed = name?.trimmingCharacters(in: .whitespacesAndNewlines)
    selectedTrackName = trimmed?.isEmpty == false ? trimmed : nil
    events.record("timetable_track_selected", ["track": selectedTrackName ?? "all"])
    if let timetable {
      state = makeState(for: timetable)
    }
  }

  private func makeState(for timetable: Timetable) -> State {
    guard let selectedTrackName else {
      return .loaded(Content(timetable: timetable, selectedTrack: nil))
    }
    guard let track = timetable.track(named: selectedTrackName) else {
      return .failed(
        .unknownTrack(name: selectedTrackName, day: timetable.day, knownTracks: timetable.tracks))
    }
    return .loaded(Content(timetable: timetable, selectedTrack: track))
  }
}
