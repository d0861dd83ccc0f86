import CSQLite
import Foundation

/// A prepared statement. Not `Sendable`: use it on the connection that made it.
public final class SQLiteStatement {
  private let handle: OpaquePointer
  private let connection: SQLiteConnection

  init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds `values` to the parameters `?1 ... ?n`, clearing earlier bindings.
  ///
  /// Text is bound with its exact UTF-8 length, so a NUL character does not cut it short.
  ///
  /// - Throws: `SQLiteError` when `values` has fewer or more elements than the statement has
  ///   parameters (a missing value would otherwise be bound as `NULL`).
  public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let parameterCount = Int(sqlite3_bind_parameter_count(handle))
    guard values.count == parameterCount else {
      throw SQLiteError(
        kind: .other, code: 0,
        message: "the statement has \(parameterCount) parameter"
          + (parameterCount == 1 ? "" : "s") + ", but \(values.count) value"
          + (values.count == 1 ? " was" : "s were") + " given")
    }
    for (offset, value) in values.enumerated() {
      try connection.check(bind(value, at: Int32(offset + 1)))
    }
  }

  private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
    switch value {
    case .null:
      return sqlite3_bind_null(handle, index)
    case .integer(let number):
      return sqlite3_bind_int64(handle, index, number)
    case .real(let number):
      return sqlite3_bind_double(handle, index, number)
    case .text(var text):
      guard !text.isEmpty else {
        // An empty buffer may have no address, which would bind NULL.
        return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
      }
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { characters in
          sqlite3_bind_text64(
            handle, index, characters.baseAddress, sqlite3_uint64(characters.count),
            csqlite_transient(), UInt8(SQLITE_UTF8))
        }
      }
    case .blob(let bytes):
      guard !bytes.isEmpty else {
        // An empty blob with no address would be stored as NULL.
        return sqlite3_bind_zeroblob(handle, index, 0)
      }
      return bytes.withUnsafeBytes { buffer in
        sqlite3_bind_blob64(
          handle, index, buffer.baseAddress, sqlite3_uint64(buffer.count), csqlite_transient())
      }
    }
  }

  /// Advances to the next row; returns it, or `nil` when the statement is done.
  public func step() throws(SQLiteError) -> SQLiteRow? {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW:
      return currentRow()
    case SQLITE_DONE:
      return nil
    default:
      sqlite3_reset(handle)
      throw connection.error(code)
    }
  }

  /// Runs the statement to completion with `values` bound, returning every row.
  public func all(_ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
    try bind(values)
    var rows: [SQLiteRow] = []
    while let row = try step() {
      rows.append(row)
    }
    sqlite3_reset(handle)
    return rows
  }

  /// Runs the statement once with `values` bound, ignoring rows.
  public func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
    try bind(values)
    while try step() != nil {}
    sqlite3_reset(handle)
  }

  private func currentRow() -> SQLiteRow {
    let count = sqlite3_column_count(handle)
    var values: [SQLiteValue] = []
    values.reserveCapacity(Int(count))
    for column in 0..<count {
      switch sqlite3_column_type(handle, column) {
      case SQLITE_INTEGER:
        values.append(.integer(sqlite3_column_int64(handle, column)))
      case SQLITE_FLOAT:
        values.append(.real(sqlite3_column_double(handle, column)))
      case SQLITE_TEXT:
        values.append(.text(text(at: column)))
      case SQLITE_BLOB:
        let length = Int(sqlite3_column_bytes(handle, column))
        if let bytes = sqlite3_column_blob(handle, column), length > 0 {
          values.append(.blob(Data(bytes: bytes, count: length)))
        } else {
          values.append(.blob(Data()))
        }
      default:
        values.append(.null)
      }
    }
    return SQLiteRow(values: values)
  }

  /// The text in `column`, read by its length rather than up to the first NUL, so text reads
  /// back exactly as it was bound.
  private func text(at column: Int32) -> String {
    guard let text = sqlite3_column_text(handle, column) else { return "" }
    let length = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
  }
}
