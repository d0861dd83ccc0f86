public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// "My schedule": the bookmarked sessions in time order, with overlaps flagged.
///
/// Needs a login: while `AppStateController.accountProblemAllowingOffline` is set (a login that
/// could not be checked offline is tried anyway), `load()` fails with it at
/// once; a login problem met on the way goes to the controller. Main-actor isolated; observe
/// `state`. Records the presentation event `schedule_viewed`.
@MainActor
@Observable
public final class ScheduleViewModel {
  /// What the screen shows.
  public typealias State = LoadState<MySchedule, BookmarkError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getMySchedule: any GetMyScheduleUseCase
  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let needsLogin: Bool
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`; with `needsLogin` false (bookmarks kept on this device,
  /// for a conference without accounts) it never asks `appState` for a login.
  public init(
    getMySchedule: any GetMyScheduleUseCase, appState: AppStateController,
    needsLogin: Bool = true, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getMySchedule = getMySchedule
    self.appState = appState
    self.needsLogin = needsLogin
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads the schedule.
  public func load() async {
    events.record(.scheduleViewed)
    if needsLogin, let problem = appState.accountProblemAllowingOffline(as: BookmarkError.self) {
      state = .failed(problem)
      return
    }
    state = .loading
    do {
      state = .loaded(try await getMySchedule())
    } catch {
      if case .account(let accountError) = error {
        appState.handle(accountError)
      }
      state = .failed(error)
    }
  }
}
