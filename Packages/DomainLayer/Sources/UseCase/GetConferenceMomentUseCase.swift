public import Domain
public import Foundation

/// Finds where an instant falls in the conference and the day to show for it.
///
/// Call it like a function: `let moment = try await getConferenceMoment(at: now)`. The days and
/// their spans come from the conference's description; the day shown and the days that can
/// file a session running at the instant are loaded (at most one request per day; a saved copy
/// stands in when the backend cannot be reached).
public protocol GetConferenceMomentUseCase: Sendable {
  /// The moment `instant`: before, during or after the conference, with the day to show.
  ///
  /// - Throws: `.connectivity(_)` when a needed day cannot be loaded and nothing is saved.
  func callAsFunction(at instant: Date) async throws(TimetableError) -> ConferenceMoment
}
