public import Domain

extension NextViewModel {
  /// What the "next" screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// Looking.
    case loading
    /// The next slot, or that none is left.
    case loaded(Content)
    /// The programme could not be loaded.
    case failed(TimetableError)
  }
}
