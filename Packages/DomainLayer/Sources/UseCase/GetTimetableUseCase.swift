public import Domain

/// Gets the programme of one conference day.
///
/// Call it like a function: `let timetable = try await getTimetable(for: day)`. When the backend
/// cannot be reached, a saved copy is returned with `freshness` `.cached(savedAt:)`.
public protocol GetTimetableUseCase: Sendable {
  /// The timetable of `day`.
  ///
  /// - Throws: `.connectivity(_)` when the backend gives no usable answer and nothing is saved
  ///   (`.offline` when unreachable), `.dayNotFound` when the backend has no such day.
  func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable
}
