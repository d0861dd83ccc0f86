import DataStore
import Entity
import Foundation
import SQLite
import Testing

/// The search index beside each saved day: what `searchCandidates(containing:)` answers must,
/// once checked with `looselyContains`, be exactly what reading every day finds.
struct TimetableCacheSearchIndexTests {
  private static func session(
    _ id: String, day: Int, title: String, abstract: String = "", speaker: String = "Ada"
  ) -> SessionEntity {
    SessionEntity(
      id: id, title: title, abstract: abstract, day: day,
      startsAt: "2027-03-1\(day - 1)T10:00:00+09:00", endsAt: "2027-03-1\(day - 1)T10:40:00+09:00",
      track: "Architecture", room: "Hall A", level: "beginner", language: "en",
      speakers: [SpeakerEntity(id: "sp-\(id)", name: speaker, affiliation: nil)])
  }

  private static func makeCache(_ folder: URL) -> TimetableCache {
    TimetableCache(
      fileURL: folder.appending(path: "feed.sqlite"), now: { Samples.now }, onWarning: { _ in })
  }

  /// The definition: every saved session whose title, subtitle, abstract or a speaker's name
  /// loosely contains `query`.
  private static func expected(_ days: [TimetableEntity], _ query: String) -> [String] {
    days.flatMap(\.sessions).filter { session in
      ([session.title, session.subtitle ?? "", session.abstract] + session.speakers.map(\.name))
        .contains { $0.looselyContains(query) }
    }.map(\.id)
  }

  @Test("matches are found in SQL in any field and any case, and only those are read")
  func findsMatchesInEveryField() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(folder)
      try await cache.save(
        Samples.timetable(
          day: 1,
          sessions: [
            Self.session("1", day: 1, title: "Kernel hacking"),
            Self.session("2", day: 1, title: "Gardening", abstract: "About the KERNEL."),
            Self.session("3", day: 1, title: "Cooking", speaker: "Linus Kernelson"),
            Self.session("4", day: 1, title: "Nothing here"),
          ]), savedAt: Samples.savedAt)

      let candidates = try #require(try await cache.searchCandidates(containing: "kernel"))
      #expect(candidates.map(\.value.id) == ["1", "2", "3"])
      #expect(candidates.allSatisfy { $0.savedAt == Samples.savedAt })
    }
  }

  @Test("a match never spans two fields")
  func noMatchAcrossFields() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(folder)
      try await cache.save(
        Samples.timetable(
          day: 1, sessions: [Self.session("1", day: 1, title: "ab", abstract: "cd")]),
        savedAt: Samples.savedAt)
      #expect(try await cache.searchCandidates(containing: "bc")?.map(\.value.id) == [])
    }
  }

  @Test(
    "text only Foundation can compare is always a candidate; a query outside ASCII is not answered")
  func foundationTextIsACandidate() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(folder)
      try await cache.save(
        Samples.timetable(
          day: 1,
          sessions: [
            Self.session("1", day: 1, title: "Café crème"),
            Self.session("2", day: 1, title: "Tea"),
          ]), savedAt: Samples.savedAt)
      #expect(try await cache.searchCandidates(containing: "zzz")?.map(\.value.id) == ["1"])
      #expect(try await cache.searchCandidates(containing: "café") == nil)
      #expect(try await cache.searchCandidates(containing: "") == nil)
    }
  }

  @Test("a day saved before the index (format 2) is not answered until saved again")
  func aDaySavedBeforeTheIndex() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(folder)
      let day = Samples.timetable(day: 1, sessions: [Self.session("1", day: 1, title: "Rust")])
      try await cache.save(day, savedAt: Samples.savedAt)
      try SQLiteConnection(path: folder.appending(path: "feed.sqlite").path)
        .execute("DELETE FROM indexed_days; DELETE FROM sessions;")
      #expect(try await cache.searchCandidates(containing: "rust") == nil)

      try await cache.save(day, savedAt: Samples.later)
      #expect(try await cache.searchCandidates(containing: "rust")?.map(\.value.id) == ["1"])
    }
  }

  @Test("saving a day again replaces its sessions in the index")
  func savingAgainReplaces() async throws {
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(folder)
      try await cache.save(
        Samples.timetable(day: 1, sessions: [Self.session("1", day: 1, title: "Rust")]),
        savedAt: Samples.savedAt)
      try await cache.save(
        Samples.timetable(day: 1, sessions: [Self.session("2", day: 1, title: "Go")]),
        savedAt: Samples.later)
      #expect(try await cache.searchCandidates(containing: "rust")?.map(\.value.id) == [])
      #expect(try await cache.searchCandidates(containing: "go")?.map(\.value.id) == ["2"])
    }
  }

  @Test("property: checked candidates are exactly what reading every day finds", arguments: 1...6)
  func candidatesLoseNothing(seed: UInt64) async throws {
    var random = SplitMix(seed: seed)
    let alphabet = Array("abcKERNxyz é—•ß½\u{301}\u{212A}-_ ")
    func text(_ length: Int) -> String {
      String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    }
    let days = (1...3).map { day in
      Samples.timetable(
        day: day,
        sessions: (0..<40).map { index in
          Self.session(
            "\(day)-\(index)", day: day, title: text(12), abstract: text(30), speaker: text(6))
        })
    }
    try await withTemporaryDirectory { folder in
      let cache = Self.makeCache(folder)
      for day in days { try await cache.save(day, savedAt: Samples.savedAt) }
      for _ in 0..<60 {
        let query = String(text(1 + Int(random.next() % 3)).filter(\.isASCII))
        guard let candidates = try await cache.searchCandidates(containing: query) else {
          #expect(query.isEmpty, "an ASCII query is answered by the index")
          continue
        }
        let found = candidates.map(\.value).filter { session in
          ([session.title, session.subtitle ?? "", session.abstract]
            + session.speakers.map(\.name)).contains { $0.looselyContains(query) }
        }.map(\.id)
        #expect(found == Self.expected(days, query), "query \(query.debugDescription)")
      }
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failing seed can be run again.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
