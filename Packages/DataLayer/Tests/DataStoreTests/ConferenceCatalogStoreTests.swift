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
      let store = ConferenceCatalogStore(
        fileURL: folder.appending(path: "conferences.json"),
        folders: folder.appending(path: "conferences"))
      #expect(try store.load() == .empty)
      #expect(try store.load().current == nil)
    }
  }

  @Test func readsBackWhatItSavedInAPrivateFile() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = ConferenceCatalogStore(
        fileURL: folder.appending(path: "conferences.json"),
        folders: folder.appending(path: "conferences"))
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
      let store = ConferenceCatalogStore(
        fileURL: file, folders: folder.appending(path: "conferences"))

      #expect(throws: ConferenceCatalogStoreError.self) { try store.load() }
      // A save replaces the link with a file of its own; it never writes through it.
      try store.save(ConferenceCatalogEntity(current: nil, conferences: [Self.fosdem]))
      #expect(try String(contentsOf: target, encoding: .utf8) == "{}")
      #expect(Self.mode(of: file) == 0o600)
      #expect(try store.load().conferences == [Self.fosdem])

      chmod(file.path(percentEncoded: false), 0o644)
      #expect(throws: ConferenceCatalogStoreError.self) { try store.load() }
    }
  }

  private static func makeStore(in folder: URL) -> ConferenceCatalogStore {
    ConferenceCatalogStore(
      fileURL: folder.appending(path: "conferences.json"),
      folders: folder.appending(path: "conferences"))
  }

  private static func listing(name: String, firstDate: String) -> ConferenceListingEntity {
    ConferenceListingEntity(
      name: name, title: "Title of \(name)", source: "/srv/\(name).xml",
      timeZone: "Europe/Brussels", timeZoneOverride: nil, firstDate: firstDate,
      lastDate: firstDate, sessionCount: 3, refreshedAt: Date(timeIntervalSince1970: 1_580_500_000))
  }

  /// Makes the folder of `listing` and saves its own listing there.
  private static func addFolder(
    of listing: ConferenceListingEntity, to store: ConferenceCatalogStore
  ) throws {
    try FileManager.default.createDirectory(
      at: store.folder(named: listing.name), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    try store.saveListing(listing)
  }

  @Test func aListThatDoesNotDecodeIsRebuiltFromTheFoldersAndKeptAside() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      let later = Self.listing(name: "later", firstDate: "2026-03-01")
      let earlier = Self.listing(name: "earlier", firstDate: "2026-01-01")
      try Self.addFolder(of: later, to: store)
      try Self.addFolder(of: earlier, to: store)
      // A folder without its own listing (or with another's) is not invented back.
      try FileManager.default.createDirectory(
        at: store.folder(named: "bare"), withIntermediateDirectories: true)
      try store.save(ConferenceCatalogEntity(current: "later", conferences: [later, earlier]))
      try Data(#"{"current": 7}"#.utf8).write(to: store.fileURL)
      var warnings: [StoreWarning] = []

      let catalog = try store.load { warnings.append($0) }

      #expect(catalog == ConferenceCatalogEntity(current: nil, conferences: [earlier, later]))
      #expect(try store.load() == catalog)
      #expect(try String(contentsOf: store.damagedURL, encoding: .utf8) == #"{"current": 7}"#)
      let path = store.fileURL.path(percentEncoded: false)
      #expect(
        warnings == [
          StoreWarning(
            kind: .movedAside(movedTo: path + ".damaged"), path: path,
            message: "the list of conferences at \(path) was damaged (field `current` has the "
              + "wrong type); it was rebuilt from the 2 conference folders in "
              + "\(store.folders.path(percentEncoded: false)), and the damaged file was kept at "
              + "\(path).damaged. The demo is current: pick another with conf conference use NAME")
        ])
    }
  }

  @Test func aListLargerThanAnEarlierVersionCouldReadStillReadsWithItsTitlesCut() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      let long = ConferenceListingEntity(
        name: "long", title: String(repeating: "A", count: 70_000), source: "/srv/long.xml",
        timeZone: "Europe/Brussels", timeZoneOverride: nil, firstDate: "2026-01-01",
        lastDate: "2026-01-01", sessionCount: 1,
        refreshedAt: Date(timeIntervalSince1970: 1_580_500_000))
      // What an earlier version wrote: no cut, 70 KB.
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = .iso8601
      let data = try encoder.encode(ConferenceCatalogEntity(current: "long", conferences: [long]))
      try data.write(to: store.fileURL)
      chmod(store.fileURL.path(percentEncoded: false), 0o600)
      #expect(data.count > 64 * 1024)

      let catalog = try store.load()

      let cut = String(repeating: "A", count: 199) + "…"
      #expect(catalog.current == "long")
      #expect(catalog.conferences.map(\.title) == [cut])
      try store.save(catalog)
      #expect(try store.load().conferences.map(\.title) == [cut])
      #expect(try Data(contentsOf: store.fileURL).count < 2_048)
    }
  }

  @Test func aPasswordAnEarlierVersionKeptInASourceIsDropped() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      let text = """
        {"current": null, "conferences": [{"name": "x", "title": "X",
        "source": "https://ada:secret@feeds.example.org/x.xml", "time_zone": "UTC",
        "first_date": "2026-01-01", "last_date": "2026-01-01", "session_count": 1,
        "refreshed_at": "2026-01-01T00:00:00Z"}]}
        """
      try Data(text.utf8).write(to: store.fileURL)
      chmod(store.fileURL.path(percentEncoded: false), 0o600)

      #expect(try store.load().conferences.map(\.source) == ["https://feeds.example.org/x.xml"])
      try store.save(try store.load())
      #expect(!(try String(contentsOf: store.fileURL, encoding: .utf8)).contains("secret"))
    }
  }

  @Test func aListOverTheReadLimitIsDamagedAndRebuilt() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      let kept = Self.listing(name: "kept", firstDate: "2026-01-01")
      try Self.addFolder(of: kept, to: store)
      try Data(repeating: 0x20, count: ConferenceCatalogStore.readLimit + 1).write(
        to: store.fileURL)
      chmod(store.fileURL.path(percentEncoded: false), 0o600)
      var warnings: [StoreWarning] = []

      let catalog = try store.load { warnings.append($0) }

      #expect(catalog == ConferenceCatalogEntity(current: nil, conferences: [kept]))
      #expect(warnings.count == 1)
      #expect(warnings.first?.message.contains("was damaged (larger than 1024 KiB)") == true)
    }
  }

  @Test func aSaveOverTheLimitIsRefusedAndTheListStays() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      let before = ConferenceCatalogEntity(current: nil, conferences: [Self.fosdem])
      try store.save(before)
      // Titles are cut, so only a great many conferences reach the limit.
      let many = (0..<2_000).map { Self.listing(name: "conference-\($0)", firstDate: "2026-01-01") }

      #expect(
        throws: ConferenceCatalogStoreError.tooLarge(
          path: store.fileURL.path(percentEncoded: false), limit: 256 * 1024)
      ) { try store.save(ConferenceCatalogEntity(current: nil, conferences: many)) }

      #expect(try store.load() == before)
      #expect(
        ConferenceCatalogStoreError.tooLarge(path: "/x", limit: 256 * 1024).description
          == "the list of conferences would be larger than 256 KiB, the most conf keeps. "
          + "Remove a conference you no longer need (conf conference remove NAME), then try again")
    }
  }

  @Test func aConferencesOwnListingIsNeverSavedIntoAFolderThatIsGone() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      let gone = Self.listing(name: "gone", firstDate: "2026-01-01")

      #expect(throws: ConferenceCatalogStoreError.self) { try store.saveListing(gone) }

      #expect(!FileManager.default.fileExists(atPath: store.folder(named: "gone").path))
    }
  }

  @Test func aListOthersCanReadIsRefusedWithTheCommandThatFixesIt() async throws {
    try await withTemporaryDirectory { folder throws in
      let store = Self.makeStore(in: folder)
      try store.save(.empty)
      let path = store.fileURL.path(percentEncoded: false)
      chmod(path, 0o644)

      #expect(
        throws: ConferenceCatalogStoreError.refused(
          path: path, reason: "other users can read or change it (mode 644)",
          fix: "chmod 600 \(path)")
      ) { try store.load() }
      #expect(
        ConferenceCatalogStoreError.refused(
          path: "/h/conferences.json", reason: "other users can read or change it (mode 644)",
          fix: "chmod 600 /h/conferences.json"
        ).description
          == "the list of conferences at /h/conferences.json is refused: other users can read "
          + "or change it (mode 644). Run: chmod 600 /h/conferences.json")
    }
  }
}
