public import Domain

/// Gets the programme of one conference day.
///
/// Call it like a function: `let timetable = try await getTimetable(for: day)`. When the backend
/// cannot be reached, a saved copy is returned with `freshness` `.cached(savedAt:)`.
public protocol GetTimetableUseCase: Sendable {
  /// The timetable of `day`.
  ///
  /// - Throws: `.offline` when the backend is unreachable and nothing is saved, `.dayNotFound`
  ///   when the backend has no such day, `.unavailable` for any other failure.
  func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable
}
