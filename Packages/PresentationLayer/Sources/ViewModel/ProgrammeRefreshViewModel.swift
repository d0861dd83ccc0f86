public import Domain
public import Foundation
public import Observation
public import UseCase

/// Fetches an added conference's programme again while the app shows its saved copy: what the
/// status line says ("refreshing…", when it was updated, or why it could not be).
///
/// The app draws from the saved copy first and calls `refresh()` in the background, at launch
/// and for `r`; a refresh always asks the website (conditionally), however young the copy.
/// Main-actor isolated; observe `state`.
@MainActor
@Observable
public final class ProgrammeRefreshViewModel {
  /// Where the refresh stands.
  public enum State: Sendable, Equatable {
    /// Not refreshed in this run yet.
    case idle
    /// Asking the conference's website or file.
    case refreshing
    /// Refreshed at this instant: the saved copy is the source's.
    case refreshed(at: Date)
    /// Could not refresh; the saved copy stays.
    case failed(ConferenceError)
  }

  /// Where the refresh stands.
  public private(set) var state: State = .idle

  @ObservationIgnored private let refreshConference: any RefreshConferenceUseCase
  @ObservationIgnored private let now: @Sendable () -> Date

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - refreshConference: Fetches the current conference's programme again.
  ///   - now: The clock, for when it was refreshed.
  public init(
    refreshConference: any RefreshConferenceUseCase, now: @escaping @Sendable () -> Date
  ) {
    self.refreshConference = refreshConference
    self.now = now
  }

  /// Whether a refresh is under way.
  public var isRefreshing: Bool {
    state == .refreshing
  }

  /// Refreshes the current conference's programme; does nothing while a refresh is under way.
  ///
  /// - Returns: Whether it refreshed (the saved copy may have changed).
  @discardableResult
  public func refresh() async -> Bool {
    guard begin() else { return false }
    return await complete()
  }

  /// Moves to `.refreshing` at once, so a screen can say so before the work starts; `false`
  /// (and nothing changes) while a refresh is under way. `complete()` does the work.
  public func begin() -> Bool {
    guard state != .refreshing else { return false }
    state = .refreshing
    return true
  }

  /// Does the refresh `begin()` started and moves to `.refreshed` or `.failed`.
  ///
  /// - Returns: Whether it refreshed.
  public func complete() async -> Bool {
    do throws(ConferenceError) {
      _ = try await refreshConference(nil)
      state = .refreshed(at: now())
      return true
    } catch {
      state = .failed(error)
      return false
    }
  }

  /// What the status line says: `refreshing…`, `Updated at 14:10.`, or
  /// `Could not refresh: …` naming what could not be reached; `nil` before any refresh.
  ///
  /// - Parameter timeZone: The zone the time is written in.
  public func sentence(in timeZone: TimeZone) -> String? {
    switch state {
    case .idle: nil
    case .refreshing: "refreshing…"
    case .refreshed(let instant):
      "Updated at \(ConferenceTimeFormatter(timeZone: timeZone).time(of: instant))."
    case .failed(let error): "Could not refresh: \(error.description)."
    }
  }
}
