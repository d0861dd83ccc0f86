import DataStore
import Entity
import Foundation
import Glibc
import Testing

struct ConferenceCatalogStoreTests {
  private static let fosdem = ConferenceListingEntity(
    name: "fosdem2020", title: "FOSDEM 2020", source: "https://fosdem.org/2020/schedule/xml",
    timeZone: "Europe/Brussels", timeZoneOverride: "Europe/Brussels", firstDate: "2020-02-01",
    lastDate: "2020-02-02", sessionCount: 872,
    refreshedAt: Date(timeIntervalSince1970: 1_580_500_000))

  private static func mode(of url: URL) -> Int {
    var info = stat()
    guard lstat(url.path(percentEncoded: false), &info) == 0 else { return -1 }
    return Int(info.st_mode & 0o7777)
  }

  @Test func withoutAFileTheListIsEmptyAndTheDemoCurrent() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = ConferenceCatalogStore(fileURL: folder.appending(path: "conferences.json"))
      #expect(try store.load() == .empty)
      #expect(try store.load().current == nil)
    }
  }

  @Test func readsBackWhatItSavedInAPrivateFile() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = ConferenceCatalogStore(fileURL: folder.appending(path: "conferences.json"))
      let catalog = ConferenceCatalogEntity(current: "fosdem2020", conferences: [Self.fosdem])

      try store.save(catalog)

      #expect(try store.load() == catalog)
      #expect(Self.mode(of: store.fileURL) == 0o600)
      let text = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(text.contains(#""refreshed_at" : "2020-01-31T19:46:40Z""#))
      #expect(text.contains(#""source" : "https://fosdem.org/2020/schedule/xml""#))
    }
  }

  @Test func neverReadsOrWritesThroughALinkAndRefusesAFileOthersCanRead() async throws {
    try await withTemporaryDirectory { folder throws in
      let target = folder.appending(path: "elsewhere.json")
      try Data("{}".utf8).write(to: target)
      let file = folder.appending(path: "conferences.json")
      try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
      let store = ConferenceCatalogStore(fileURL: file)

      #expect(throws: CredentialStoreError.self) { try store.load() }
      // A save replaces the link with a file of its own; it never writes through it.
      try store.save(ConferenceCatalogEntity(current: nil, conferences: [Self.fosdem]))
      #expect(try String(contentsOf: target, encoding: .utf8) == "{}")
      #expect(Self.mode(of: file) == 0o600)
      #expect(try store.load().conferences == [Self.fosdem])

      chmod(file.path(percentEncoded: false), 0o644)
      #expect(throws: CredentialStoreError.self) { try store.load() }
    }
  }

  @Test func aFileThatIsNotAListIsRefusedNotEmptied() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = ConferenceCatalogStore(fileURL: folder.appending(path: "conferences.json"))
      try store.save(.empty)
      try Data(#"{"current": 7}"#.utf8).write(to: store.fileURL)
      #expect(throws: CredentialStoreError.self) { try store.load() }
      #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == #"{"current": 7}"#)
    }
  }
}
