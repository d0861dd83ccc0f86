public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// What is on next: the next slot of the programme, today's or the next day's.
///
/// The sessions the person bookmarked are in `bookmarkedSessionIDs`, for the screen to star and
/// to say when they start. Main-actor isolated; observe `state`. Records the presentation event
/// `next_viewed`.
@MainActor
@Observable
public final class NextViewModel {
  /// What the screen shows: the next slot, or that none is left once loaded.
  public typealias State = LoadState<Content, TimetableError>

  /// What `conf next` and the app's Now and next sheet say when no session starts later on the
  /// conference's last day.
  public static let nothingLaterSentence = "No session starts later; the conference ends today."

  /// What the screen shows.
  public var state: State { loader.state }
  /// The sessions the logged-in person bookmarked (queued additions included), read with each
  /// load; empty when no one is logged in or the bookmarks cannot be read.
  public var bookmarkedSessionIDs: Set<Session.ID> { loader.bookmarkedSessionIDs }
  /// The person's next bookmarked session, read with each load when the view model was given
  /// the schedule (`conf next` ends with it); `nil` otherwise.
  public private(set) var yourNext: YourNext?

  @ObservationIgnored private let getNextSlot: any GetNextSlotUseCase
  @ObservationIgnored private let getMySchedule: (any GetMyScheduleUseCase)?
  @ObservationIgnored private let loader: StarredLoader<Content>

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getNextSlot: Finds the next slot.
  ///   - getBookmarks: Reads the bookmarks to star; `nil` stars none.
  ///   - getMySchedule: Reads the bookmarked sessions, to find the person's next one
  ///     (`yourNext`); `nil` looks for none.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock: stamps the events and says what "now" is.
  public init(
    getNextSlot: any GetNextSlotUseCase, getBookmarks: (any GetBookmarksUseCase)? = nil,
    getMySchedule: (any GetMyScheduleUseCase)? = nil,
    analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date
  ) {
    self.getNextSlot = getNextSlot
    self.getMySchedule = getMySchedule
    self.loader = StarredLoader(getBookmarks: getBookmarks, analytics: analytics, now: now)
  }

  /// Finds the next slot after the clock's now, moving through `.loading` to `.loaded` or
  /// `.failed`.
  public func load() async {
    let loaded = await loader.load(recording: .nextViewed) { now throws(TimetableError) in
      Content(upcoming: try await getNextSlot(after: now))
    }
    if loaded, let getMySchedule {
      yourNext = await YourNext.find(in: getMySchedule, after: loader.now())
    }
  }
}
