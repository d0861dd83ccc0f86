/// What a screen that loads one thing shows: nothing asked for yet, loading, what was loaded,
/// or why it could not be. The `State` of the view models that load (`NowViewModel`,
/// `TimetableViewModel`, `ScheduleViewModel` ...), each naming its `Content` and `Failure`.
public enum LoadState<Content: Sendable & Equatable, Failure: Sendable & Equatable>: Sendable,
  Equatable
{
  /// Nothing asked for yet.
  case idle
  /// Loading.
  case loading
  /// What was loaded.
  case loaded(Content)
  /// Why it could not be loaded.
  case failed(Failure)
}

extension LoadState where Failure: Error {
  /// `.loaded` with what `load` returns, or `.failed` with what it throws.
  public static func of(_ load: () async throws(Failure) -> Content) async -> LoadState {
    do {
      return .loaded(try await load())
    } catch {
      return .failed(error)
    }
  }
}
