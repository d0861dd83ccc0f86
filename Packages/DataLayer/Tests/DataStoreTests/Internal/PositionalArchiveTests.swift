import Entity
import Foundation
import Testing

@testable import DataStore

struct PositionalArchiveTests {
  /// A day with every field of a session used, and every optional both present and absent.
  private static let day = TimetableEntity(
    day: 2, date: "2030-02-03", timeZone: "Europe/Brussels",
    sessions: [
      SessionEntity(
        id: "1001", title: "Kernel ✓ 並行性", subtitle: "A subtitle",
        abstract: "Line one.\n\nLine two, with \"quotes\" and a \\ backslash.", day: 2,
        startsAt: "2030-02-03T09:00:00+01:00", endsAt: "2030-02-03T09:25:00+01:00",
        track: "Track 1: Adaptive", room: "H.1308", level: "advanced", kind: "lightningtalk",
        language: "en",
        speakers: [
          SpeakerEntity(id: "sp-1", name: "Ada Lovelace", affiliation: "Analytical Engines"),
          SpeakerEntity(id: "sp-2", name: "Grace Hopper", affiliation: nil),
        ],
        links: [SessionLinkEntity(title: "Recording", url: "https://example.org/v/1001.webm")],
        isCancelled: true),
      SessionEntity(
        id: "1002", title: "", abstract: "", day: 2, startsAt: "2030-02-03T09:30:00+01:00",
        endsAt: "2030-02-03T10:00:00+01:00", track: "", room: "", level: nil,
        language: "", speakers: []),
      SessionEntity(
        id: "1003", title: "Empty links", abstract: "", day: 2,
        startsAt: "2030-02-03T10:00:00+01:00", endsAt: "2030-02-03T10:30:00+01:00",
        track: "T", room: "R", level: nil, language: "nl", speakers: [], links: [],
        isCancelled: false),
    ])

  @Test("a day with every field, present and absent, reads back equal")
  func roundTrip() throws {
    let archive = try PositionalArchive.encode(Self.day)
    #expect(PositionalArchive.isArchive(archive))
    #expect(try PositionalArchive.decode(TimetableEntity.self, from: archive) == Self.day)
  }

  @Test("the archive is smaller than the day's JSON and is not JSON")
  func notJSON() throws {
    let archive = try PositionalArchive.encode(Self.day)
    let json = try JSONEncoder().encode(Self.day)
    #expect(archive.count < json.count)
    #expect(!PositionalArchive.isArchive(json))
    #expect(throws: PositionalArchive.Malformed.self) {
      try PositionalArchive.decode(TimetableEntity.self, from: json)
    }
  }

  @Test("every truncation of an archive is refused, never misread")
  func truncations() throws {
    let archive = try PositionalArchive.encode(Self.day)
    let misread = (PositionalArchive.magic.count..<archive.count).filter { length in
      (try? PositionalArchive.decode(TimetableEntity.self, from: archive.prefix(length))) != nil
    }
    #expect(misread.isEmpty)
  }

  @Test("bytes left over, a bad Boolean, invalid UTF-8 and a count past the end are refused")
  func damage() throws {
    let archive = try PositionalArchive.encode(Self.day)
    #expect(throws: PositionalArchive.Malformed.self) {
      try PositionalArchive.decode(TimetableEntity.self, from: archive + [0])
    }
    // Fields come in their coding keys' order: the day (8 bytes), the date (a length and 10
    // bytes), then the sessions' count (4 bytes); the first session starts with its id's length
    // and bytes. Damage the id's first byte.
    let header = PositionalArchive.magic.count
    let countStart = header + 8 + (4 + 10)
    let idStart = countStart + 4 + 4
    var badText = archive
    badText[badText.startIndex + idStart] = 0xFF
    #expect(throws: PositionalArchive.Malformed.self) {
      try PositionalArchive.decode(TimetableEntity.self, from: badText)
    }
    var hugeCount = archive
    for offset in 0..<4 {
      hugeCount[hugeCount.startIndex + countStart + offset] = 0xFF
    }
    #expect(throws: PositionalArchive.Malformed.self) {
      try PositionalArchive.decode(TimetableEntity.self, from: hugeCount)
    }
    var badBoolean = try PositionalArchive.encode(Flag(isOn: true))
    #expect(badBoolean == Data(PositionalArchive.magic + [1]))
    badBoolean[badBoolean.index(before: badBoolean.endIndex)] = 7
    #expect(throws: PositionalArchive.Malformed.self) {
      try PositionalArchive.decode(Flag.self, from: badBoolean)
    }
  }

  /// One Boolean: an archive of one byte after the header.
  private struct Flag: Codable, Equatable {
    var isOn: Bool
  }

  /// A value with a kind the archive does not write.
  private struct Unsupported: Codable, Equatable {
    var ratio: Double
  }

  /// Optional elements, whose absence the archive could not mark.
  private struct OptionalElements: Codable, Equatable {
    var names: [String?]
  }

  @Test("a kind the archive has no form for is an error, not a silent misreading")
  func unsupportedKinds() {
    #expect(throws: EncodingError.self) { try PositionalArchive.encode(Unsupported(ratio: 0.5)) }
    #expect(throws: EncodingError.self) {
      try PositionalArchive.encode(OptionalElements(names: ["a", nil]))
    }
    #expect(throws: EncodingError.self) {
      try PositionalArchive.encode(OptionalElements(names: ["a", "b"]))
    }
  }
}
