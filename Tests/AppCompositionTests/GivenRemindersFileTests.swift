import Domain
import Foundation
import Testing

@testable import AppComposition

@Suite("GivenRemindersFile")
struct GivenRemindersFileTests {
  private static let start = Date(timeIntervalSince1970: 1_804_640_400)  // 2027-03-10T01:00Z

  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("given-reminders-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("what is saved is read back, from a private file written in one piece")
  func roundTrip() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = GivenRemindersFile(fileURL: folder.appendingPathComponent("reminders-given.json"))
    let given = GivenReminders(entries: [
      GivenReminders.Entry(sessionID: "101", startsAt: Self.start),
      GivenReminders.Entry(sessionID: "103", startsAt: Self.start + 3_600),
    ])

    file.save(given)

    #expect(file.load() == given)
    #expect(
      try String(contentsOf: file.fileURL, encoding: .utf8)
        == #"{"given":[{"session_id":"101","starts_at":"2027-03-10T01:00:00Z"},"#
        + #"{"session_id":"103","starts_at":"2027-03-10T02:00:00Z"}]}"#)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == [
        "reminders-given.json"
      ])
  }

  @Test("a missing, damaged or foreign file reads as none given; bad entries are skipped")
  func unreadable() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = GivenRemindersFile(fileURL: folder.appendingPathComponent("reminders-given.json"))

    #expect(file.load() == GivenReminders())
    for text in ["{", "[]", #"{"given": 3}"#] {
      try Data(text.utf8).write(to: file.fileURL)
      #expect(file.load() == GivenReminders(), "\(text)")
    }
    try Data(
      #"{"given":[{"session_id":"","starts_at":"2027-03-10T01:00:00Z"},{"session_id":"7"},"#
        .appending(#"{"session_id":"8","starts_at":"2027-03-10T01:00:00Z"}]}"#).utf8
    ).write(to: file.fileURL)
    #expect(file.load().entries == [GivenReminders.Entry(sessionID: "8", startsAt: Self.start)])
  }

  @Test("a file longer than the record's capacity reads as its latest entries")
  func bounded() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = GivenRemindersFile(fileURL: folder.appendingPathComponent("reminders-given.json"))
    let entries = (0..<600).map {
      #"{"session_id":"\#($0)","starts_at":"2027-03-10T01:00:00Z"}"#
    }
    try Data(#"{"given":[\#(entries.joined(separator: ","))]}"#.utf8).write(to: file.fileURL)

    let ids = file.load().entries.map(\.sessionID.rawValue)

    #expect(ids.count == 500)
    #expect(ids.first == "100")
    #expect(ids.last == "599")
  }
}
