public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The session screen: everything about one session.
///
/// Main-actor isolated; observe `state`. Records the presentation event `session_viewed`
/// (property `session_id`) for each `load(id:)`.
@MainActor
@Observable
public final class SessionDetailViewModel {
  /// What the screen shows: the session once loaded.
  public typealias State = LoadState<Content, TimetableError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getSession: any GetSessionUseCase
  @ObservationIgnored private let events: PresentationEventRecorder
  @ObservationIgnored private var latestRequest = 0
  /// The session the latest `load(id:)` asked for: what `reload()` loads again.
  @ObservationIgnored private var requestedID: Session.ID?

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getSession: Loads one session.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    getSession: any GetSessionUseCase, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getSession = getSession
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads the session identified by `id`, moving through `.loading` to `.loaded` or `.failed`.
  ///
  /// When loads overlap, only the latest one changes the state.
  public func load(id: Session.ID) async {
    requestedID = id
    latestRequest += 1
    let request = latestRequest
    events.record(.sessionViewed)
    state = .loading
    await read(id, for: request)
  }

  /// Loads the session last asked for again (after a refresh may have changed it) without
  /// passing through `.loading`: what is shown stays until the new answer replaces it, so what
  /// the person does meanwhile acts on it. Records no event; does nothing before a load. A load
  /// that starts meanwhile wins over it.
  public func reload() async {
    guard let requestedID else { return }
    latestRequest += 1
    await read(requestedID, for: latestRequest)
  }

  /// Reads session `id` for `request`; only the latest request changes the state.
  private func read(_ id: Session.ID, for request: Int) async {
    do {
      let detail = try await getSession(id)
      guard request == latestRequest else { return }
      state = .loaded(Content(detail: detail))
    } catch {
      guard request == latestRequest else { return }
      state = .failed(error)
    }
  }
}
