public import Domain

extension NowViewModel {
  /// What the "now" screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// Looking.
    case loading
    /// Where the conference stands.
    case loaded(Content)
    /// The programme could not be loaded.
    case failed(TimetableError)
  }
}
