public import Entity
public import Foundation
import SQLite

/// The last timetable fetched for each day, kept in a SQLite file so the programme can be read
/// while the backend is unreachable.
///
/// The file opens on first use, so a command that never reads or writes the cache never touches
/// it. Several instances (and several processes) can share one file. When the file is damaged,
/// it is moved to `<file>.corrupt-<unix time>` and an empty cache takes its place; when it cannot
/// be opened at all, reads find nothing and writes are skipped for the rest of the run. Either
/// way, `onWarning` is called once with a `StoreWarning` and nothing throws.
public actor TimetableCache {
  private static let schema = """
    CREATE TABLE IF NOT EXISTS timetables (
      day INTEGER PRIMARY KEY,
      entity_json BLOB NOT NULL,
      saved_at REAL NOT NULL
    )
    """

  private let database: RecoverableDatabase

  /// Creates a cache stored at `fileURL` (for example `<CONF_HOME>/cache.sqlite`); opens nothing
  /// yet.
  ///
  /// - Parameters:
  ///   - now: the clock that names a damaged file moved aside.
  ///   - onWarning: called once per incident with a damaged or unusable file.
  public init(
    fileURL: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void
  ) {
    database = RecoverableDatabase(
      path: fileURL.path(percentEncoded: false), schema: Self.schema, now: now, warn: onWarning)
  }

  /// Stores `timetable` as the copy of its day, replacing any earlier one.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func save(_ timetable: TimetableEntity, savedAt: Date) throws(StoreError) {
    let json: Data
    do {
      json = try Self.encoder.encode(timetable)
    } catch {
      throw .failed(path: database.path, reason: "the timetable does not encode: \(error)")
    }
    try database.perform { connection throws(SQLiteError) in
      try connection.query(
        """
        INSERT INTO timetables (day, entity_json, saved_at) VALUES (?1, ?2, ?3)
        ON CONFLICT (day) DO UPDATE SET entity_json = excluded.entity_json,
          saved_at = excluded.saved_at
        """,
        [.int(timetable.day), .blob(json), .real(savedAt.timeIntervalSince1970)])
    }
  }

  /// The cached timetable of `day` with when it was saved, or `nil` when there is none.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func timetable(forDay day: Int) throws(StoreError) -> Cached<TimetableEntity>? {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query(
          "SELECT entity_json, saved_at FROM timetables WHERE day = ?1", [.int(day)])
      } ?? []
    return try decode(rows).first
  }

  /// The session `id` from the most recently saved timetable that holds it, or `nil`.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func session(id: SessionEntity.ID) throws(StoreError) -> Cached<SessionEntity>? {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query(
          "SELECT entity_json, saved_at FROM timetables ORDER BY saved_at DESC, day")
      } ?? []
    for cached in try decode(rows) {
      if let session = cached.value.sessions.first(where: { $0.id == id }) {
        return Cached(value: session, savedAt: cached.savedAt)
      }
    }
    return nil
  }

  /// Decodes `(entity_json, saved_at)` rows; a row that does not decode means the file is
  /// damaged, so it is moved aside and nothing is returned.
  private func decode(_ rows: [SQLiteRow]) throws(StoreError) -> [Cached<TimetableEntity>] {
    var timetables: [Cached<TimetableEntity>] = []
    for row in rows {
      do {
        let json = try row.data(0)
        let savedAt = Date(timeIntervalSince1970: try row.double(1))
        let timetable = try JSONDecoder().decode(TimetableEntity.self, from: json)
        timetables.append(Cached(value: timetable, savedAt: savedAt))
      } catch {
        database.recover(reason: "a cached timetable does not decode")
        return []
      }
    }
    return timetables
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
