/// Something went wrong with a local store file, but the command carries on: the caller shows the
/// message once (on stderr) and continues.
public struct StoreWarning: Sendable, Equatable, CustomStringConvertible {
  /// What the store did about the problem.
  public enum Kind: Sendable, Equatable {
    /// The file was damaged; it was moved to `movedTo` (nothing deleted) and an empty store was
    /// created in its place.
    case movedAside(movedTo: String)
    /// The file cannot be used (permissions, a missing folder, a lock); the store works without
    /// it for the rest of the run: reads find nothing and writes are skipped.
    case unavailable
    /// `count` rows could not be read (values of the wrong type, written by hand or by damage);
    /// they were moved to a table of their own in the same file, once, and are never read again.
    case setAside(count: Int)
  }

  /// What the store did.
  public let kind: Kind
  /// The store file the warning is about.
  public let path: String
  /// One line saying what happened, where the old file went and what to do.
  public let message: String

  /// Creates a warning.
  public init(kind: Kind, path: String, message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
