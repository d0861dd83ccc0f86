import DataStore
import Entity
import Foundation
import SQLite
import Testing

struct TimetableCacheTests {
  private static let dayOne = Samples.timetable(
    day: 1, sessions: [Samples.session("101", day: 1), Samples.session("102", day: 1)])
  private static let dayTwo = Samples.timetable(
    day: 2, sessions: [Samples.session("201", day: 2, title: "Café ✓")])

  private static func makeCache(at url: URL, warnings: WarningRecorder) -> TimetableCache {
    TimetableCache(fileURL: url, now: { Samples.now }, onWarning: warnings.record)
  }

  /// Saves `timetables` through a cache that is closed again when this returns.
  private static func seed(_ file: URL, with timetables: [TimetableEntity]) async throws {
    let cache = makeCache(at: file, warnings: WarningRecorder())
    for (offset, timetable) in timetables.enumerated() {
      try await cache.save(timetable, savedAt: offset == 0 ? Samples.savedAt : Samples.later)
    }
  }

  /// The rows of one statement run on `file` through a connection of its own.
  private static func query(_ file: URL, _ sql: String) throws -> [SQLiteRow] {
    try SQLiteConnection(path: file.path).query(sql)
  }

  /// Overwrites the root page of `table` with bytes that are no b-tree page, after moving
  /// everything from the write-ahead log into the file; no connection may be open.
  private static func damageRootPage(of table: String, in file: URL) throws {
    let page: Int
    let pageSize: Int
    do {
      let connection = try SQLiteConnection(path: file.path)
      try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      page = try #require(
        try connection.query("SELECT rootpage FROM sqlite_master WHERE name = ?1", [.text(table)])
          .first
      ).int(0)
      pageSize = try #require(try connection.query("PRAGMA page_size").first).int(0)
    }
    let handle = try FileHandle(forUpdating: file)
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64((page - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: pageSize))
  }

  @Test func readsBackWhatItSaved() async throws {
    try await withTemporaryDirectory { folder in
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: folder.appending(path: "cache.sqlite"), warnings: warnings)

      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)

      #expect(
        try await cache.timetable(forDay: 1)
          == Cached(value: Self.dayOne, savedAt: Samples.savedAt))
      #expect(try await cache.timetable(forDay: 2) == nil)
      #expect(warnings.warnings.isEmpty)
    }
  }

  @Test func aNewSaveReplacesTheDay() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(
        at: folder.appending(path: "cache.sqlite"), warnings: WarningRecorder())
      let updated = Samples.timetable(day: 1, sessions: [Samples.session("103", day: 1)])

      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)
      try await cache.save(updated, savedAt: Samples.later)

      #expect(
        try await cache.timetable(forDay: 1) == Cached(value: updated, savedAt: Samples.later))
    }
  }

  @Test func findsASessionInAnyCachedDay() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(
        at: folder.appending(path: "cache.sqlite"), warnings: WarningRecorder())

      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)
      try await cache.save(Self.dayTwo, savedAt: Samples.later)

      #expect(
        try await cache.session(id: "201")
          == Cached(value: Samples.session("201", day: 2, title: "Café ✓"), savedAt: Samples.later))
      #expect(
        try await cache.session(id: "102")
          == Cached(value: Samples.session("102", day: 1), savedAt: Samples.savedAt))
      #expect(try await cache.session(id: "999") == nil)
    }
  }

  @Test func listsEverySavedDayInDayOrder() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(
        at: folder.appending(path: "cache.sqlite"), warnings: WarningRecorder())
      #expect(try await cache.timetables() == [])
      #expect(try await cache.savedDays() == [])

      try await cache.save(Self.dayTwo, savedAt: Samples.later)
      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)

      #expect(try await cache.savedDays() == [1, 2])
      #expect(
        try await cache.timetables() == [
          Cached(value: Self.dayOne, savedAt: Samples.savedAt),
          Cached(value: Self.dayTwo, savedAt: Samples.later),
        ])
    }
  }

  @Test func opensNothingUntilFirstUseAndCreatesItsFolder() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "home/conf/cache.sqlite")
      let cache = Self.makeCache(at: file, warnings: WarningRecorder())

      #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "home").path))

      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)

      #expect(FileManager.default.fileExists(atPath: file.path))
    }
  }

  @Test func movesAFileOfGarbageAsideAndStartsAfresh() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
      try garbage.write(to: file)
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      #expect(try await cache.timetable(forDay: 1) == nil)
      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)

      let aside = file.path + ".corrupt-1800003600"
      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .movedAside(movedTo: aside), path: file.path,
            message:
              "The cache at \(file.path) was damaged (file is not a database); moved it to "
              + "\(aside) and started an empty cache.")
        ])
      #expect(FileManager.default.contents(atPath: aside) == garbage)
      #expect(
        try await cache.timetable(forDay: 1)
          == Cached(value: Self.dayOne, savedAt: Samples.savedAt))
    }
  }

  @Test func keepsItsFormatVersionInTheFile() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")

      try await Self.seed(file, with: [Self.dayOne])

      #expect(TimetableCache.formatVersion == 5)
      #expect(try Self.query(file, "PRAGMA user_version") == [SQLiteRow(values: [5])])
    }
  }

  @Test("a day is saved as an archive, not as JSON, and a JSON day saved earlier still reads")
  func daysAreArchives() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      try await Self.seed(file, with: [Self.dayOne])
      let stored = try #require(
        try Self.query(file, "SELECT entity_json FROM timetables WHERE day = 1").first
      ).data(0)
      #expect(stored.starts(with: Array("conf-archive-1\n".utf8)))

      let json = try JSONEncoder().encode(Self.dayTwo)
      try SQLiteConnection(path: file.path).query(
        "INSERT INTO timetables VALUES (2, ?1, ?2)",
        [.blob(json), .real(Samples.later.timeIntervalSince1970)])
      let cache = Self.makeCache(at: file, warnings: WarningRecorder())
      #expect(try await cache.timetables().map(\.value) == [Self.dayOne, Self.dayTwo])
    }
  }

  @Test func aCacheWithoutAVersionIsUpgradedAndItsDaysDeleted() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let json = try JSONEncoder().encode(Self.dayOne)
      try SQLiteConnection(path: file.path).execute(
        """
        CREATE TABLE timetables (
          day INTEGER PRIMARY KEY, entity_json BLOB NOT NULL, saved_at REAL NOT NULL);
        INSERT INTO timetables VALUES (1, x'\(json.map { String(format: "%02x", $0) }.joined())',
          \(Samples.savedAt.timeIntervalSince1970));
        """)
      let warnings = WarningRecorder()

      let cached = try await Self.makeCache(at: file, warnings: warnings).timetable(forDay: 1)

      #expect(cached == nil)
      #expect(try Self.query(file, "PRAGMA user_version") == [SQLiteRow(values: [5])])
      #expect(try Self.query(file, "SELECT count(*) FROM timetables") == [SQLiteRow(values: [0])])
      #expect(warnings.warnings.isEmpty)
    }
  }

  @Test func aVersionOneCacheGainsTheConferenceTableAndLosesItsDays() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let json = try JSONEncoder().encode(Self.dayOne)
      try SQLiteConnection(path: file.path).execute(
        """
        CREATE TABLE timetables (
          day INTEGER PRIMARY KEY, entity_json BLOB NOT NULL, saved_at REAL NOT NULL);
        INSERT INTO timetables VALUES (1, x'\(json.map { String(format: "%02x", $0) }.joined())',
          \(Samples.savedAt.timeIntervalSince1970));
        PRAGMA user_version = 1;
        """)
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      #expect(try await cache.timetable(forDay: 1) == nil)
      #expect(try await cache.conference() == nil)
      #expect(try Self.query(file, "PRAGMA user_version") == [SQLiteRow(values: [5])])
      #expect(warnings.warnings.isEmpty)
    }
  }

  @Test("a day's room order is kept")
  func keepsTheRoomOrder() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let ordered = TimetableEntity(
        day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: Self.dayOne.sessions,
        rooms: ["Zeta", "Hall A", "Alpha"])
      try await Self.seed(file, with: [ordered, Self.dayTwo])

      let cache = Self.makeCache(at: file, warnings: WarningRecorder())
      #expect(
        try await cache.timetables().map(\.value.rooms) == [["Zeta", "Hall A", "Alpha"], nil])
    }
  }

  @Test(
    "an older cache's days and conference (without their room order, 3, or unscheduled, 4) go",
    arguments: [3, 4])
  func anOlderCacheLosesItsDays(version: Int) async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let cache = Self.makeCache(at: file, warnings: WarningRecorder())
      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)
      try await cache.save(
        ConferenceEntity(
          title: "Swift Harbour 2027", acronym: "swiftharbour2027", timeZone: "Asia/Tokyo",
          dayChange: nil, days: [ConferenceDayEntity(day: 1, date: "2027-03-10")]),
        savedAt: Samples.savedAt)
      try SQLiteConnection(path: file.path).execute("PRAGMA user_version = \(version)")
      let warnings = WarningRecorder()

      let reopened = Self.makeCache(at: file, warnings: warnings)

      #expect(try await reopened.timetable(forDay: 1) == nil)
      #expect(try await reopened.conference() == nil)
      #expect(try await reopened.searchCandidates(containing: "talk") == [])
      #expect(try Self.query(file, "PRAGMA user_version") == [SQLiteRow(values: [5])])
      #expect(warnings.warnings.isEmpty)
    }
  }

  @Test func readsBackTheConferenceItSavedAndANewSaveReplacesIt() async throws {
    try await withTemporaryDirectory { folder in
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: folder.appending(path: "cache.sqlite"), warnings: warnings)
      let first = ConferenceEntity(
        title: "Swift Harbour 2027", acronym: "swiftharbour2027", timeZone: "Asia/Tokyo",
        dayChange: nil, days: [ConferenceDayEntity(day: 1, date: "2027-03-10")])
      let second = ConferenceEntity(
        title: "FOSDEM 2020", acronym: "fosdem2020", timeZone: "Europe/Brussels",
        dayChange: "04:00",
        days: [
          ConferenceDayEntity(day: 1, date: "2020-02-01"),
          ConferenceDayEntity(day: 2, date: "2020-02-02"),
        ],
        unscheduled: [
          UnscheduledSessionEntity(
            id: "77", title: "Lightning talks", abstract: "Five minutes each.", track: "Community",
            room: "H.2215", speakers: [SpeakerEntity(id: "s1", name: "Ana", affiliation: nil)],
            links: [SessionLinkEntity(title: "Event page", url: "https://example.org/77")]),
          UnscheduledSessionEntity(
            id: "78", title: "To be announced", abstract: "", track: "", room: nil,
            speakers: []),
        ])

      try await cache.save(first, savedAt: Samples.savedAt)
      try await cache.save(second, savedAt: Samples.later)

      #expect(try await cache.conference() == Cached(value: second, savedAt: Samples.later))
      #expect(warnings.warnings.isEmpty)
    }
  }

  @Test func aCacheOfANewerFormatIsLeftAloneAndNotUsed() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "it's cache.sqlite")
      try SQLiteConnection(path: file.path).execute(
        """
        CREATE TABLE timetables (day INTEGER PRIMARY KEY, entity BLOB, etag TEXT);
        PRAGMA user_version = 6;
        """)
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)
      #expect(try await cache.timetable(forDay: 1) == nil)
      #expect(try await cache.session(id: "101") == nil)

      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .unavailable, path: file.path,
            message:
              "The cache at \(file.path) was written by a newer conf (format 6); continuing "
              + #"without it. Update conf, or run: rm '\#(folder.path)/it'\''s cache.sqlite'"#)
        ])
      #expect(
        try Self.query(file, "SELECT count(*) FROM timetables")
          + Self.query(file, "PRAGMA user_version") == [
            SQLiteRow(values: [0]), SQLiteRow(values: [6]),
          ])
    }
  }

  @Test func aRowThatDoesNotDecodeIsAMissAndIsDeleted() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      try await Self.seed(file, with: [Self.dayOne, Self.dayTwo])
      try SQLiteConnection(path: file.path).execute(
        "UPDATE timetables SET entity_json = '{\"day\": 1}' WHERE day = 1")
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      #expect(try await cache.session(id: "101") == nil)
      #expect(try await cache.timetable(forDay: 1) == nil)
      #expect(
        try await cache.session(id: "201")
          == Cached(value: Samples.session("201", day: 2, title: "Café ✓"), savedAt: Samples.later))
      #expect(
        try await cache.timetable(forDay: 2) == Cached(value: Self.dayTwo, savedAt: Samples.later))

      #expect(warnings.warnings == [])
      #expect(try Self.query(file, "SELECT day FROM timetables") == [SQLiteRow(values: [2])])
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
          .filter { $0.contains("corrupt") } == [])
    }
  }

  @Test func openingDoesNotScanTheWholeFile() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      try await Self.seed(file, with: [Self.dayOne])
      try SQLiteConnection(path: file.path).execute(
        """
        CREATE TABLE unrelated (bytes BLOB);
        INSERT INTO unrelated SELECT zeroblob(3000) FROM timetables, (SELECT 1 UNION SELECT 2);
        """)
      try Self.damageRootPage(of: "unrelated", in: file)
      let warnings = WarningRecorder()

      let cached = try await Self.makeCache(at: file, warnings: warnings).timetable(forDay: 1)

      #expect(cached == Cached(value: Self.dayOne, savedAt: Samples.savedAt))
      #expect(warnings.warnings == [])
    }
  }

  @Test func aDamagedPageFoundInUseMovesTheFileAsideOnce() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      try await Self.seed(file, with: [Self.dayOne])
      try Self.damageRootPage(of: "timetables", in: file)
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      #expect(try await cache.timetable(forDay: 1) == nil)
      try await cache.save(Self.dayTwo, savedAt: Samples.later)
      #expect(
        try await cache.timetable(forDay: 2) == Cached(value: Self.dayTwo, savedAt: Samples.later))

      let aside = file.path + ".corrupt-1800003600"
      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .movedAside(movedTo: aside), path: file.path,
            message:
              "The cache at \(file.path) was damaged (database disk image is malformed); moved it "
              + "to \(aside) and started an empty cache.")
        ])
    }
  }

  @Test func anUnusablePathWarnsOnceAndCarriesOnWithoutACache() async throws {
    try await withTemporaryDirectory { folder in
      let notAFolder = folder.appending(path: "home")
      try Data("a file, not a folder".utf8).write(to: notAFolder)
      let file = notAFolder.appending(path: "cache.sqlite")
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)
      #expect(try await cache.timetable(forDay: 1) == nil)
      #expect(try await cache.session(id: "101") == nil)

      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .unavailable, path: file.path,
            message:
              "Cannot use the cache at \(file.path) (its folder cannot be created); continuing "
              + "without it. Check that the folder exists and is readable and writable.")
        ])
    }
  }

  @Test func twoInstancesShareOneFile() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let first = Self.makeCache(at: file, warnings: WarningRecorder())
      let second = Self.makeCache(at: file, warnings: WarningRecorder())

      try await first.save(Self.dayOne, savedAt: Samples.savedAt)
      try await second.save(Self.dayTwo, savedAt: Samples.later)
      async let firstWrite: Void = first.save(Self.dayTwo, savedAt: Samples.now)
      async let secondWrite: Void = second.save(Self.dayOne, savedAt: Samples.now)
      _ = try await (firstWrite, secondWrite)

      #expect(
        try await first.timetable(forDay: 1) == Cached(value: Self.dayOne, savedAt: Samples.now))
      #expect(
        try await second.timetable(forDay: 2) == Cached(value: Self.dayTwo, savedAt: Samples.now))
    }
  }

  /// A file made by someone else, and why it is not a conf cache.
  struct ForeignFile: Sendable, CustomTestStringConvertible {
    let sql: String
    let reason: String
    var testDescription: String { reason }
  }

  @Test(arguments: [
    ForeignFile(
      sql: "CREATE TABLE timetables (day INTEGER PRIMARY KEY, entity BLOB, etag TEXT);",
      reason: "its table `timetables` has other columns"),
    ForeignFile(
      sql: """
        CREATE TABLE timetables (day TEXT PRIMARY KEY, entity_json BLOB NOT NULL,
          saved_at REAL NOT NULL);
        PRAGMA user_version = 1;
        """,
      reason: "its table `timetables` has other columns"),
    ForeignFile(
      sql: """
        CREATE TABLE days (day INTEGER, json BLOB, at REAL);
        CREATE VIEW timetables AS SELECT day, json AS entity_json, at AS saved_at FROM days;
        """,
      reason: "`timetables` is a view, not a table"),
    ForeignFile(
      sql: """
        CREATE TABLE timetables (day INTEGER PRIMARY KEY, entity_json BLOB NOT NULL,
          saved_at REAL NOT NULL);
        CREATE TABLE log (day INTEGER);
        CREATE TRIGGER spy AFTER INSERT ON timetables BEGIN INSERT INTO log VALUES (new.day); END;
        PRAGMA user_version = 1;
        """,
      reason: "it has a trigger `spy`, which conf never makes"),
    ForeignFile(
      sql: "CREATE TABLE other (x INTEGER); PRAGMA user_version = 5;",
      reason: "it has no table `conference`"),
  ])
  func aFileThatIsNotOursIsMovedAsideAndTheCacheRebuilt(file foreign: ForeignFile) async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      try SQLiteConnection(path: file.path).execute(foreign.sql)
      let schema = try Self.query(file, "SELECT type, name, sql FROM sqlite_master ORDER BY name")
      let warnings = WarningRecorder()
      let cache = Self.makeCache(at: file, warnings: warnings)

      #expect(try await cache.timetable(forDay: 1) == nil)
      try await cache.save(Self.dayOne, savedAt: Samples.savedAt)

      #expect(
        try await cache.timetable(forDay: 1)
          == Cached(value: Self.dayOne, savedAt: Samples.savedAt))
      let aside = file.path + ".corrupt-1800003600"
      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .movedAside(movedTo: aside), path: file.path,
            message:
              "The cache at \(file.path) is not a conf cache (\(foreign.reason)); moved it to "
              + "\(aside) and started an empty cache.")
        ])
      // The file moved aside is untouched: same schema, same format version.
      let movedAside = URL(filePath: aside)
      #expect(
        try Self.query(movedAside, "SELECT type, name, sql FROM sqlite_master ORDER BY name")
          == schema)
    }
  }

  @Test func aCacheOfOurShapeWithAnotherTableOrIndexIsKept() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      try await Self.seed(file, with: [Self.dayOne])
      try SQLiteConnection(path: file.path).execute(
        """
        CREATE TABLE notes (text TEXT);
        CREATE INDEX timetables_saved_at ON timetables (saved_at);
        """)
      let warnings = WarningRecorder()

      let cached = try await Self.makeCache(at: file, warnings: warnings).timetable(forDay: 1)

      #expect(cached == Cached(value: Self.dayOne, savedAt: Samples.savedAt))
      #expect(warnings.warnings == [])
    }
  }
}
