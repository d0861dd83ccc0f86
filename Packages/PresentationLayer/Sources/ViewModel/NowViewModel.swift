public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// What is on now: the sessions under way at this moment, with the minutes they have left, or
/// where the conference stands when none is.
///
/// The sessions the person bookmarked are in `bookmarkedSessionIDs`, for the screen to star.
/// Main-actor isolated; observe `state`. Records the presentation event `now_viewed`.
@MainActor
@Observable
public final class NowViewModel {
  /// What the screen shows: where the conference stands once loaded.
  public typealias State = LoadState<Content, TimetableError>

  /// What `conf now` and the app's Now and next sheet say when no session is under way.
  public static let nothingOnSentence = "Nothing is on right now."

  /// What the screen shows.
  public var state: State { loader.state }
  /// The sessions the logged-in person bookmarked (queued additions included), read with each
  /// load; empty when no one is logged in or the bookmarks cannot be read.
  public var bookmarkedSessionIDs: Set<Session.ID> { loader.bookmarkedSessionIDs }

  @ObservationIgnored private let getConferenceMoment: any GetConferenceMomentUseCase
  @ObservationIgnored private let loader: StarredLoader<Content>

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getConferenceMoment: Finds where the conference stands.
  ///   - getBookmarks: Reads the bookmarks to star; `nil` stars none.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock: stamps the events and says what "now" is.
  public init(
    getConferenceMoment: any GetConferenceMomentUseCase,
    getBookmarks: (any GetBookmarksUseCase)? = nil,
    analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date
  ) {
    self.getConferenceMoment = getConferenceMoment
    self.loader = StarredLoader(getBookmarks: getBookmarks, analytics: analytics, now: now)
  }

  /// Finds what is on at the clock's now, moving through `.loading` to `.loaded` or `.failed`.
  public func load() async {
    await loader.load(recording: .nowViewed) { now throws(TimetableError) in
      Content(moment: try await getConferenceMoment(at: now))
    }
  }
}
