public import Analytics
import Domain
public import Foundation
public import Observation
public import UseCase

/// The search screen: sessions whose title, abstract or speakers match a text (loosely: case,
/// accents and the width of letters do not matter), online or in the saved days.
///
/// Main-actor isolated; observe `state`. Records the presentation event `search_submitted` for
/// each `search(matching:)`; the text itself is never recorded.
@MainActor
@Observable
public final class SearchViewModel {
  /// What the screen shows: the matches once loaded.
  public typealias State = LoadState<Content, TimetableError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let searchSessions: any SearchSessionsUseCase
  @ObservationIgnored private let events: PresentationEventRecorder
  @ObservationIgnored private var latestRequest = 0

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - searchSessions: Runs the search.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    searchSessions: any SearchSessionsUseCase, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.searchSessions = searchSessions
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Searches for `text`, moving through `.loading` to `.loaded` or `.failed`.
  ///
  /// Blank text ends in `.failed(.emptyQuery)`. When searches overlap, only the latest one
  /// changes the state.
  public func search(matching text: String) async {
    latestRequest += 1
    let request = latestRequest
    events.record(.searchSubmitted)
    state = .loading
    do {
      let results = try await searchSessions(matching: text)
      guard request == latestRequest else { return }
      state = .loaded(Content(query: text, results: results))
    } catch {
      guard request == latestRequest else { return }
      state = .failed(error)
    }
  }
}
