import Foundation

/// A value stored in or bound to SQLite.
public enum SQLiteValue: Sendable, Equatable, Hashable {
  /// `NULL`.
  case null
  /// A 64-bit integer.
  case integer(Int64)
  /// A double.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Bytes.
  case blob(Data)
}

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  /// Creates `.text`.
  public init(stringLiteral value: String) { self = .text(value) }
  /// Creates `.integer`.
  public init(integerLiteral value: Int64) { self = .integer(value) }
  /// Creates `.null`.
  public init(nilLiteral: ()) { self = .null }
  /// Creates `.real`.
  public init(floatLiteral value: Double) { self = .real(value) }
}

extension SQLiteValue {
  /// `.text(value)`, or `.null` when `value` is `nil`.
  public static func text(_ value: String?) -> SQLiteValue {
    value.map { .text($0) } ?? .null
  }

  /// `.integer(value)` for an `Int`.
  public static func int(_ value: Int) -> SQLiteValue {
    .integer(Int64(value))
  }
}
