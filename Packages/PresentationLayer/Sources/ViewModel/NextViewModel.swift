public import Analytics
import Domain
public import Foundation
public import Observation
public import UseCase

/// What is on next: the next slot of the programme, today's or the next day's.
///
/// Bookmarks will put the person's own session first here: `Content.sessions` is where the slot
/// is ordered (today: programme order). Main-actor isolated; observe `state`. Records the
/// presentation event `next_viewed`.
@MainActor
@Observable
public final class NextViewModel {
  /// What the screen shows: the next slot, or that none is left once loaded.
  public typealias State = LoadState<Content, TimetableError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getNextSlot: any GetNextSlotUseCase
  @ObservationIgnored private let events: PresentationEventRecorder
  @ObservationIgnored private let now: @Sendable () -> Date

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getNextSlot: Finds the next slot.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock: stamps the events and says what "now" is.
  public init(
    getNextSlot: any GetNextSlotUseCase, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getNextSlot = getNextSlot
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
    self.now = now
  }

  /// Finds the next slot after the clock's now, moving through `.loading` to `.loaded` or
  /// `.failed`.
  public func load() async {
    events.record(.nextViewed)
    state = .loading
    state = await .of { () throws(TimetableError) in
      Content(upcoming: try await getNextSlot(after: now()))
    }
  }
}
