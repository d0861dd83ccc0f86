import Foundation

/// One result row, copied out of SQLite so it can outlive the statement.
public struct SQLiteRow: Sendable, Equatable {
  /// The column values in select order.
  public let values: [SQLiteValue]

  /// Creates a row.
  public init(values: [SQLiteValue]) {
    self.values = values
  }

  /// The text at `index`; throws `typeMismatch` when it is missing or not text.
  public func string(_ index: Int) throws(SQLiteError) -> String {
    guard case .text(let value) = value(at: index) else { throw mismatch(index, "text") }
    return value
  }

  /// The text at `index`, or `nil` for `NULL`.
  public func optionalString(_ index: Int) throws(SQLiteError) -> String? {
    if case .null = value(at: index) { return nil }
    return try string(index)
  }

  /// The integer at `index`; throws `typeMismatch` when it is missing or not an integer.
  public func int(_ index: Int) throws(SQLiteError) -> Int {
    guard case .integer(let value) = value(at: index) else { throw mismatch(index, "integer") }
    return Int(value)
  }

  /// The real at `index` (integers are widened).
  public func double(_ index: Int) throws(SQLiteError) -> Double {
    switch value(at: index) {
    case .real(let value): return value
    case .integer(let value): return Double(value)
    default: throw mismatch(index, "real")
    }
  }

  /// The bytes at `index` (text is returned as its UTF-8 bytes).
  public func data(_ index: Int) throws(SQLiteError) -> Data {
    switch value(at: index) {
    case .blob(let value): return value
    case .text(let value): return Data(value.utf8)
    default: throw mismatch(index, "blob")
    }
  }

  private func value(at index: Int) -> SQLiteValue? {
    values.indices.contains(index) ? values[index] : nil
  }

  private func mismatch(_ index: Int, _ expected: String) -> SQLiteError {
    SQLiteError(
      kind: .typeMismatch, code: 0,
      message:
        "column \(index) is \(value(at: index).map { "\($0)" } ?? "missing"), expected \(expected)"
    )
  }
}
