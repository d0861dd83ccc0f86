public import Domain

extension StatusViewModel {
  /// What the status shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// The status is being gathered.
    case loading
    /// The status.
    case loaded(Content)
    /// The stored login could not be read.
    case failed(SessionError)
  }
}
