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
  public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32 =
        switch value {
        case .null: sqlite3_bind_null(handle, index)
        case .integer(let number): sqlite3_bind_int64(handle, index, number)
        case .real(let number): sqlite3_bind_double(handle, index, number)
        case .text(let text): sqlite3_bind_text(handle, index, text, -1, csqlite_transient())
        case .blob(let bytes):
          bytes.withUnsafeBytes { buffer in
            sqlite3_bind_blob(
              handle, index, buffer.baseAddress, Int32(buffer.count), csqlite_transient())
          }
        }
      try connection.check(code)
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
        if let text = sqlite3_column_text(handle, column) {
          values.append(.text(String(cString: text)))
        } else {
          values.append(.text(""))
        }
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
}
