import Analytics
import Domain
import Foundation
import Observation
import UseCase

/// What `NowViewModel` and `NextViewModel` share: a load at the clock's now that records the
/// screen's presentation event, goes through `.loading` to `.loaded` or `.failed`, and, once
/// loaded, reads the bookmarks the screen stars.
///
/// Main-actor isolated and observable: a view model that shows `state` and
/// `bookmarkedSessionIDs` from it is observed through it.
@MainActor
@Observable
final class StarredLoader<Content: Sendable & Equatable> {
  /// What the screen shows.
  private(set) var state: LoadState<Content, TimetableError> = .idle
  /// The sessions the logged-in person bookmarked (queued additions included), read with each
  /// load that succeeds; empty when no one is logged in or the bookmarks cannot be read.
  private(set) var bookmarkedSessionIDs: Set<Session.ID> = []

  @ObservationIgnored private let getBookmarks: (any GetBookmarksUseCase)?
  @ObservationIgnored private let events: PresentationEventRecorder
  /// The clock: stamps the events and says what "now" is.
  @ObservationIgnored let now: @Sendable () -> Date

  /// Creates the loader in `.idle`; `getBookmarks` reads the bookmarks to star (`nil` stars
  /// none), `analytics` receives the presentation events and `now` is the clock.
  init(
    getBookmarks: (any GetBookmarksUseCase)?, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getBookmarks = getBookmarks
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
    self.now = now
  }

  /// Records `event`, then loads what `content` makes of the clock's now and, when that
  /// succeeds, the bookmarks; a failed load keeps the bookmarks of the last one.
  ///
  /// - Returns: Whether the content loaded.
  @discardableResult
  func load(
    recording event: PresentationEvent,
    _ content: (_ now: Date) async throws(TimetableError) -> Content
  ) async -> Bool {
    events.record(event)
    state = .loading
    state = await .of { () throws(TimetableError) in try await content(now()) }
    guard case .loaded = state else { return false }
    bookmarkedSessionIDs = await ViewModel.bookmarkedSessionIDs(from: getBookmarks)
    return true
  }
}
