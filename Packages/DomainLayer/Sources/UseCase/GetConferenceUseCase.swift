public import Domain

/// Gets the conference's description: its name, time zone and days.
///
/// Call it like a function: `let conference = try await getConference()`. When the backend
/// cannot be reached, the saved description is returned.
public protocol GetConferenceUseCase: Sendable {
  /// The conference.
  ///
  /// - Throws: `.connectivity(_)` when the backend gives no usable answer and nothing is saved,
  ///   `.storage(_)` when the saved copy cannot be used.
  func callAsFunction() async throws(TimetableError) -> Conference
}
