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

  @Test func aRowThatDoesNotDecodeMovesTheFileAside() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "cache.sqlite")
      let warnings = WarningRecorder()
      try await Self.makeCache(at: file, warnings: warnings)
        .save(Self.dayOne, savedAt: Samples.savedAt)
      try SQLiteConnection(path: file.path).execute(
        "UPDATE timetables SET entity_json = '{\"day\": 1}'")
      let cache = Self.makeCache(at: file, warnings: warnings)

      #expect(try await cache.session(id: "101") == nil)
      #expect(try await cache.timetable(forDay: 1) == nil)

      let aside = file.path + ".corrupt-1800003600"
      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .movedAside(movedTo: aside), path: file.path,
            message:
              "The cache at \(file.path) was damaged (a cached timetable does not decode); moved "
              + "it to \(aside) and started an empty cache.")
        ])
      #expect(FileManager.default.fileExists(atPath: aside))
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
}
