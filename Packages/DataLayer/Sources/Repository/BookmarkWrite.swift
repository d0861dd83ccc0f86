/// What became of a bookmark change.
public enum BookmarkWrite: Sendable, Equatable {
  /// The backend has it.
  case sent
  /// The backend could not be reached: the change waits in the outbox and is sent, in order,
  /// by the next call that reaches the backend.
  case queued
}
