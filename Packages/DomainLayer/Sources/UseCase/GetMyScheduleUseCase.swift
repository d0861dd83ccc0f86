public import Domain

/// Gets the logged-in person's schedule: the bookmarked sessions in time order, with overlaps
/// flagged.
///
/// Call it like a function: `let schedule = try await getMySchedule()`.
public protocol GetMyScheduleUseCase: Sendable {
  /// The schedule.
  ///
  /// - Throws: `.account(_)` for a login problem, `.connectivity(_)` or `.storage(_)`
  ///   otherwise.
  func callAsFunction() async throws(BookmarkError) -> MySchedule
}
