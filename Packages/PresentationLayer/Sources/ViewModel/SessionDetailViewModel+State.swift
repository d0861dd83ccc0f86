public import Domain

extension SessionDetailViewModel {
  /// What the session screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// The session is being loaded.
    case loading
    /// The session is shown.
    case loaded(Content)
    /// The session could not be shown.
    case failed(TimetableError)
  }
}
