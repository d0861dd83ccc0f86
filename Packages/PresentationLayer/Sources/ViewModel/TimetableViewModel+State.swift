extension TimetableViewModel {
  /// What the timetable screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// A day is being loaded.
    case loading
    /// A day is shown.
    case loaded(Content)
    /// The day could not be shown.
    case failed(Failure)
  }
}
