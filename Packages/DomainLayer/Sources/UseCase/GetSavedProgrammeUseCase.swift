public import Domain

/// Gets the days of the programme saved on this device, without asking the backend: what
/// completion and suggestions can offer instantly, online or not.
///
/// Call it like a function: `let days = await getSavedProgramme()`.
public protocol GetSavedProgrammeUseCase: Sendable {
  /// The saved timetables in day order, each with `freshness` `.cached(savedAt:)`; empty when
  /// nothing is saved or the saved copy cannot be read. Never throws, records no event.
  func callAsFunction() async -> [Timetable]
}
