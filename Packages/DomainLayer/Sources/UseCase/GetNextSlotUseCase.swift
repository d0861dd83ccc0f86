public import Domain
public import Foundation

/// Finds the next slot of the programme: the sessions that start next after an instant.
///
/// Call it like a function: `let upcoming = try await getNextSlot(after: now)`. Loads the days
/// `GetConferenceMomentUseCase` does, and the following day when today has no slot left.
public protocol GetNextSlotUseCase: Sendable {
  /// The next slot after `instant`, with where the instant falls; no slot once the last one
  /// has started.
  ///
  /// - Throws: `.connectivity(_)` when a needed day cannot be loaded and nothing is saved.
  func callAsFunction(after instant: Date) async throws(TimetableError) -> UpcomingSlot
}
