public import Entity
public import Foundation
import SQLite

/// The last timetable fetched for each day, and the last description of the conference (its
/// name, time zone and days), kept in a SQLite file so the programme can be read while the
/// backend is unreachable.
///
/// A day is stored as a `PositionalArchive` (read without parsing: every programme command reads
/// a day, and a large conference's day holds hundreds of sessions); a day stored as JSON by an
/// earlier version still reads. The conference's description stays JSON.
///
/// The file opens on first use, so a command that never reads or writes the cache never touches
/// it, and opening reads only the file's header, so a warm cache opens as fast as an empty one.
/// Several instances (and several processes) can share one file. The file's format is kept in
/// `PRAGMA user_version` (``formatVersion``).
///
/// Each saved day's sessions are also kept one per row with the text a search reads, so that a
/// search of a large programme finds its candidates in SQL and decodes only those
/// (``searchCandidates(containing:)``).
///
/// - A cached timetable that no longer decodes is a miss: it is deleted and the rest of the
///   cache stays.
/// - When SQLite finds the file damaged (not a database, or a malformed page), or the file is
///   not ours (a `timetables` table of another shape, a view in its place, a trigger), it is
///   moved to `<file>.corrupt-<unix time>` and an empty cache takes its place.
/// - When the file cannot be opened at all, or was written by a newer format, reads find
///   nothing and writes are skipped for the rest of the run (a newer file is left as it is).
///
/// In the last two cases `onWarning` is called once with a `StoreWarning`; nothing throws.
public actor TimetableCache {
  /// The format this version reads and writes, kept in the file's `PRAGMA user_version`.
  ///
  /// Version 2 added the `conference` table; version 3 the `sessions` and `indexed_days` tables
  /// of the search index (a version 2 file gained them on first open and kept its timetables,
  /// its days searched without the index until saved again); version 4 keeps each day's room
  /// order (`TimetableEntity.rooms`), which an older file's days lack: on first open an older
  /// file's saved days and conference are deleted, so that they are fetched again rather than
  /// read without their order; version 5 keeps the conference's unscheduled sessions
  /// (`ConferenceEntity.unscheduled`), which an older file's conference lacks: it is emptied the
  /// same way, so that a programme is fetched again rather than read without them.
  public static let formatVersion = 5

  /// Run only when a file is set up or brought up to ``formatVersion``: the deletions empty an
  /// older file, whose days are in an earlier shape.
  private static let schema = """
    CREATE TABLE IF NOT EXISTS timetables (
      day INTEGER PRIMARY KEY,
      entity_json BLOB NOT NULL,
      saved_at REAL NOT NULL
    );
    CREATE TABLE IF NOT EXISTS conference (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      entity_json BLOB NOT NULL,
      saved_at REAL NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sessions (
      day INTEGER NOT NULL,
      position INTEGER NOT NULL,
      search_text TEXT NOT NULL,
      is_exact INTEGER NOT NULL,
      entity BLOB NOT NULL,
      saved_at REAL NOT NULL,
      PRIMARY KEY (day, position)
    );
    CREATE TABLE IF NOT EXISTS indexed_days (
      day INTEGER PRIMARY KEY
    );
    DELETE FROM timetables;
    DELETE FROM conference;
    DELETE FROM sessions;
    DELETE FROM indexed_days
    """

  /// Joins a session's searched fields in `search_text`: a query holding it is not answered by
  /// the index, so no match can span two fields.
  private static let fieldSeparator = "\u{1F}"

  private let database: RecoverableDatabase

  /// Creates a cache stored at `fileURL` (for example `<CONF_HOME>/cache.sqlite`); opens nothing
  /// yet.
  ///
  /// - Parameters:
  ///   - fileURL: the cache file.
  ///   - now: the clock that names a damaged file moved aside.
  ///   - onWarning: called once per incident with a damaged or unusable file.
  public init(
    fileURL: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void
  ) {
    database = RecoverableDatabase(
      path: fileURL.path(percentEncoded: false), schema: Self.schema, version: Self.formatVersion,
      isDurable: false, now: now, warn: onWarning)
  }

  /// Stores `timetable` as the copy of its day, replacing any earlier one, with its sessions'
  /// search index, in one transaction.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func save(_ timetable: TimetableEntity, savedAt: Date) throws(StoreError) {
    let archive: Data
    let sessions: [(searchText: String, isExact: Bool, archive: Data)]
    do {
      archive = try PositionalArchive.encode(timetable)
      sessions = try timetable.sessions.map { session in
        let fields =
          [session.title, session.subtitle ?? "", session.abstract]
          + session.speakers.map(\.name)
        let indexed = fields.compactMap(\.searchIndexText)
        return (
          indexed.joined(separator: Self.fieldSeparator), indexed.count == fields.count,
          try PositionalArchive.encode(session)
        )
      }
    } catch {
      throw .failed(path: database.path, reason: "the timetable does not encode: \(error)")
    }
    let day = SQLiteValue.int(timetable.day)
    let saved = SQLiteValue.real(savedAt.timeIntervalSince1970)
    try database.perform { connection throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.query(
          """
          INSERT INTO timetables (day, entity_json, saved_at) VALUES (?1, ?2, ?3)
          ON CONFLICT (day) DO UPDATE SET entity_json = excluded.entity_json,
            saved_at = excluded.saved_at
          """, [day, .blob(archive), saved])
        try connection.query("DELETE FROM sessions WHERE day = ?1", [day])
        let insert = try connection.prepare(
          """
          INSERT INTO sessions (day, position, search_text, is_exact, entity, saved_at)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6)
          """)
        for (position, session) in sessions.enumerated() {
          try insert.run([
            day, .int(position), .text(session.searchText), .int(session.isExact ? 1 : 0),
            .blob(session.archive), saved,
          ])
        }
        try connection.query("INSERT OR IGNORE INTO indexed_days (day) VALUES (?1)", [day])
      }
    }
  }

  /// The saved sessions that may contain `query` as ``Swift/String/looselyContains(_:)`` reads
  /// it, in day and programme order, with when each was saved: every session whose text
  /// contains it (found in SQL), and every session whose text only Foundation can compare; the
  /// caller checks the candidates with `looselyContains`. `nil` when the index cannot answer:
  /// the query is not ASCII, or a saved day was saved before the index existed.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func searchCandidates(
    containing query: String
  ) throws(StoreError) -> [Cached<SessionEntity>]? {
    guard !query.isEmpty, query.utf8.allSatisfy({ $0 < 0x80 }),
      !query.contains(Self.fieldSeparator), let lowered = query.searchIndexText
    else { return nil }
    let rows = try database.perform { connection throws(SQLiteError) -> [SQLiteRow]? in
      let unindexed = try connection.query(
        "SELECT COUNT(*) FROM timetables WHERE day NOT IN (SELECT day FROM indexed_days)")
      guard try unindexed.first?.int(0) == 0 else { return nil }
      return try connection.query(
        """
        SELECT entity, saved_at FROM sessions
        WHERE is_exact = 0 OR instr(search_text, ?1) > 0
        ORDER BY day, position
        """, [.text(lowered)])
    }
    guard let rows = rows ?? nil else { return nil }
    var candidates: [Cached<SessionEntity>] = []
    for row in rows {
      guard let encoded = try? row.data(0), let savedAt = try? row.double(1),
        let session = try? PositionalArchive.decode(SessionEntity.self, from: encoded)
      else { return nil }
      candidates.append(Cached(value: session, savedAt: Date(timeIntervalSince1970: savedAt)))
    }
    return candidates
  }

  /// Stores `conference` as the copy of the conference's description, replacing any earlier one.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func save(_ conference: ConferenceEntity, savedAt: Date) throws(StoreError) {
    let json: Data
    do {
      json = try Self.encoder.encode(conference)
    } catch {
      throw .failed(path: database.path, reason: "the conference does not encode: \(error)")
    }
    try upsert(
      json, savedAt: savedAt,
      sql: """
        INSERT INTO conference (id, entity_json, saved_at) VALUES (?1, ?2, ?3)
        ON CONFLICT (id) DO UPDATE SET entity_json = excluded.entity_json,
          saved_at = excluded.saved_at
        """, key: .int(1))
  }

  /// Runs `sql` with `key`, the encoded value and `savedAt` as ?1, ?2 and ?3.
  private func upsert(
    _ encoded: Data, savedAt: Date, sql: String, key: SQLiteValue
  ) throws(StoreError) {
    try database.perform { connection throws(SQLiteError) in
      try connection.query(sql, [key, .blob(encoded), .real(savedAt.timeIntervalSince1970)])
    }
  }

  /// The cached description of the conference with when it was saved, or `nil` when there is
  /// none (or it no longer decodes: it is then deleted).
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func conference() throws(StoreError) -> Cached<ConferenceEntity>? {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query("SELECT entity_json, saved_at FROM conference WHERE id = 1")
      } ?? []
    guard let row = rows.first else { return nil }
    do {
      let conference = try JSONDecoder().decode(ConferenceEntity.self, from: try row.data(0))
      return Cached(value: conference, savedAt: Date(timeIntervalSince1970: try row.double(1)))
    } catch {
      _ = try? database.perform { connection throws(SQLiteError) in
        try connection.query("DELETE FROM conference WHERE id = 1")
      }
      return nil
    }
  }

  /// The cached timetable of `day` with when it was saved, or `nil` when there is none (or it
  /// no longer decodes: it is then deleted).
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func timetable(forDay day: Int) throws(StoreError) -> Cached<TimetableEntity>? {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query(
          "SELECT rowid, entity_json, saved_at FROM timetables WHERE day = ?1", [.int(day)])
      } ?? []
    return decode(rows).first
  }

  /// The days that have a cached timetable, in order (whether or not it still decodes).
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func savedDays() throws(StoreError) -> [Int] {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query("SELECT day FROM timetables ORDER BY day")
      } ?? []
    return rows.compactMap { try? $0.int(0) }
  }

  /// Every cached timetable with when it was saved, in day order; empty when none is cached.
  ///
  /// Timetables that no longer decode are skipped and deleted.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func timetables() throws(StoreError) -> [Cached<TimetableEntity>] {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query("SELECT rowid, entity_json, saved_at FROM timetables ORDER BY day")
      } ?? []
    return decode(rows)
  }

  /// The session `id` from the most recently saved timetable that holds it, or `nil`.
  ///
  /// Timetables that no longer decode are skipped and deleted.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func session(id: SessionEntity.ID) throws(StoreError) -> Cached<SessionEntity>? {
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query(
          "SELECT rowid, entity_json, saved_at FROM timetables ORDER BY saved_at DESC, day")
      } ?? []
    for cached in decode(rows) {
      if let session = cached.value.sessions.first(where: { $0.id == id }) {
        return Cached(value: session, savedAt: cached.savedAt)
      }
    }
    return nil
  }

  /// Decodes `(rowid, entity_json, saved_at)` rows, skipping and deleting those that do not
  /// decode (written by an older format, or edited by hand): a miss, not a damaged file.
  private func decode(_ rows: [SQLiteRow]) -> [Cached<TimetableEntity>] {
    var timetables: [Cached<TimetableEntity>] = []
    for row in rows {
      do {
        let encoded = try row.data(1)
        let savedAt = Date(timeIntervalSince1970: try row.double(2))
        let timetable =
          PositionalArchive.isArchive(encoded)
          ? try PositionalArchive.decode(TimetableEntity.self, from: encoded)
          : try JSONDecoder().decode(TimetableEntity.self, from: encoded)
        timetables.append(Cached(value: timetable, savedAt: savedAt))
      } catch {
        deleteUndecodable(row)
      }
    }
    return timetables
  }

  /// Deletes `row` unless another writer has replaced it since it was read; best effort, since
  /// the next read skips it again.
  private func deleteUndecodable(_ row: SQLiteRow) {
    guard row.values.count == 3 else { return }
    _ = try? database.perform { connection throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        let days = try connection.query(
          "SELECT day FROM timetables WHERE rowid = ?1 AND entity_json IS ?2",
          [row.values[0], row.values[1]])
        try connection.query(
          "DELETE FROM timetables WHERE rowid = ?1 AND entity_json IS ?2",
          [row.values[0], row.values[1]])
        for day in days {
          try connection.query("DELETE FROM sessions WHERE day = ?1", [day.values[0]])
          try connection.query("DELETE FROM indexed_days WHERE day = ?1", [day.values[0]])
        }
      }
    }
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
