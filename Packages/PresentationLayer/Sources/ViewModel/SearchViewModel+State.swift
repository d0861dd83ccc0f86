public import Domain

extension SearchViewModel {
  /// What the search screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing searched for yet.
    case idle
    /// A search is running.
    case loading
    /// The results are shown (possibly none).
    case loaded(Content)
    /// The search failed.
    case failed(TimetableError)
  }
}
