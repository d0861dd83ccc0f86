/// What became of a bookmark change.
public enum BookmarkChangeResult: Sendable, Equatable {
  /// The backend has it.
  case applied
  /// The backend could not be reached: the change is kept on this device and sent, in order,
  /// by the next command that reaches it.
  case queued
}
