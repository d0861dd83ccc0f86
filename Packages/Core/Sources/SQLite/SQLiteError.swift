/// A failure reported by SQLite, with the result code and SQLite's own message.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure this is, so callers can react without knowing result codes.
  public enum Kind: Sendable, Equatable {
    /// The file is not a database or its pages are damaged (`SQLITE_CORRUPT`, `SQLITE_NOTADB`).
    case corrupt
    /// Another connection holds the lock longer than the busy timeout (`SQLITE_BUSY`).
    case busy
    /// The file or its folder cannot be opened (`SQLITE_CANTOPEN`, `SQLITE_PERM`).
    case cannotOpen
    /// The database is read-only for this process (`SQLITE_READONLY`).
    case readOnly
    /// A constraint such as `UNIQUE` or `NOT NULL` failed (`SQLITE_CONSTRAINT`).
    case constraint
    /// A value was read with the wrong type or a missing column.
    case typeMismatch
    /// The disk (or the user's quota) is full (`SQLITE_FULL`).
    case full
    /// Anything else; see `code` and `message`.
    case other
  }

  /// The classified kind.
  public let kind: Kind
  /// SQLite's primary result code (`0` for errors raised by this wrapper).
  public let code: Int32
  /// SQLite's message, or the wrapper's explanation.
  public let message: String

  /// Creates an error.
  public init(kind: Kind, code: Int32, message: String) {
    self.kind = kind
    self.code = code
    self.message = message
  }

  /// Creates an error from a result code, classifying it.
  init(code: Int32, message: String) {
    let kind: Kind =
      switch code & 0xFF {
      case 11, 26: .corrupt
      case 5, 6: .busy
      case 14, 3: .cannotOpen
      case 8: .readOnly
      case 19: .constraint
      case 13: .full
      default: .other
      }
    self.init(kind: kind, code: code & 0xFF, message: message)
  }

  /// A one-line description: the message and the code.
  public var description: String { "SQLite error \(code): \(message)" }
}
