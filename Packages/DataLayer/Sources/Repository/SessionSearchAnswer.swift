public import Entity

/// What a search of the programme gave: the backend's matches, or (when it could not be
/// reached) the saved days for the caller to search itself.
public enum SessionSearchAnswer: Sendable, Equatable {
  /// The backend's matches, sorted by start time.
  case matches([SessionEntity])
  /// The backend could not be reached; these are the saved days, each with when it was saved
  /// (source `.cache(savedAt:)`), in day order. Never empty: with nothing saved the search
  /// fails instead.
  case savedTimetables([Fetched<TimetableEntity>])
}
