public import Entity
public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list of added conferences, in one JSON file (for example `<CONF_HOME>/conferences.json`),
/// created 0600 in a 0700 folder, replaced atomically, never through a link; and a copy of each
/// conference's own listing in its folder (`<folders>/<name>/listing.json`), from which a
/// damaged list is rebuilt.
///
/// **Bounded both ways.** A list is written only up to ``maximumBytes`` (a save that would be
/// larger is refused: remove a conference first) and read up to ``readLimit``, four times more,
/// so a list an earlier version wrote larger still reads. Every listing's title is cut to
/// ``maximumTitleLength`` characters when it is read and when it is written, so no programme's
/// content can grow the list past its limit; a user name or password in a source URL (which an
/// earlier version kept) is dropped the same way.
///
/// **A damaged list locks nobody out.** A list that does not decode or is over the read limit
/// is moved aside (`conferences.json.damaged`, replacing an older one) and rebuilt from the
/// conferences' own listings, under the list's lock, with one warning saying so; the demo is
/// then current. Refusals that a person must look at (a list others could change, a link in
/// its place) are errors naming the command that fixes them.
///
/// **One writer at a time.** ``withLock(_:)`` holds an exclusive `flock` on
/// `conferences.json.lock` (``lockURL``) across a read-modify-write of the list, so concurrent
/// `conf` processes lose no change; a conference's saved programme is written under the same
/// lock (see `FeedStore`), so a conference removed meanwhile is never written back.
public struct ConferenceCatalogStore: Sendable {
  /// The most bytes a saved list may take.
  public static let maximumBytes = 256 * 1024
  /// The most bytes a list may take to be read; a larger file counts as damaged.
  public static let readLimit = 1024 * 1024
  /// The most characters of a conference's title kept in the list (a feed's title is cut).
  public static let maximumTitleLength = 200
  /// The name of the file, in a conference's folder, that holds its own listing.
  public static let listingFileName = "listing.json"

  /// Where the list is kept.
  public let fileURL: URL
  /// The folder holding one folder per conference.
  public let folders: URL
  /// The lock file held across every change of the list (`conferences.json.lock`).
  public var lockURL: URL { fileURL.appendingPathExtension("lock") }
  /// Where a damaged list is moved before it is rebuilt.
  public var damagedURL: URL { fileURL.appendingPathExtension("damaged") }

  private let file: SecureFile
  private let lock: FileRefreshLock
  private let lockTimeout: Duration

  /// Creates a store of the list at `fileURL` and of the conferences' folders in `folders`;
  /// touches nothing yet.
  ///
  /// - Parameters:
  ///   - fileURL: The list's JSON file (for example `<CONF_HOME>/conferences.json`).
  ///   - folders: The folder holding one folder per added conference.
  ///   - lockTimeout: How long a change waits for another process holding the lock.
  public init(fileURL: URL, folders: URL, lockTimeout: Duration = .seconds(30)) {
    self.fileURL = fileURL
    self.folders = folders
    self.lockTimeout = lockTimeout
    file = SecureFile(path: fileURL.path(percentEncoded: false), sizeLimit: Self.readLimit)
    // Held for milliseconds at a time: waiters look again often.
    lock = FileRefreshLock(
      fileURL: fileURL.appendingPathExtension("lock"), timeout: lockTimeout,
      pollInterval: .milliseconds(2))
  }

  /// The folder of the conference named `name`.
  public func folder(named name: String) -> URL {
    folders.appending(path: name, directoryHint: .isDirectory)
  }

  /// The stored list (`.empty` when there is no file), rebuilt from the conferences' own
  /// listings when it is damaged (taking the list's lock for that).
  ///
  /// - Parameter onWarning: Called once when a damaged list was rebuilt, with where the damaged
  ///   file went.
  /// - Throws: ``ConferenceCatalogStoreError`` when the file is refused (open to others, a
  ///   link, not the user's), cannot be read, or a damaged list cannot be rebuilt.
  public func load(
    onWarning: (StoreWarning) -> Void = { _ in }
  ) throws(ConferenceCatalogStoreError) -> ConferenceCatalogEntity {
    if case .readable(let catalog) = try read() { return catalog }
    // Rebuilt under the lock, reading again: another process may have rebuilt it meanwhile.
    let lockFile = SecureFile(path: lockURL.path(percentEncoded: false))
    return try BlockingFileLock.withLock(
      on: lockFile, timeout: lockTimeout, wrap: Self.error(from:)
    ) { () throws(ConferenceCatalogStoreError) -> ConferenceCatalogEntity in
      try loadHoldingLock(onWarning: onWarning)
    }
  }

  /// ``load(onWarning:)`` for a caller that holds the list's lock (inside ``withLock(_:)``).
  ///
  /// - Throws: As ``load(onWarning:)``.
  public func loadHoldingLock(
    onWarning: (StoreWarning) -> Void = { _ in }
  ) throws(ConferenceCatalogStoreError) -> ConferenceCatalogEntity {
    switch try read() {
    case .readable(let catalog):
      return catalog
    case .damaged(let reason):
      let rebuilt = rebuiltFromFolders()
      let damaged = damagedURL.path(percentEncoded: false)
      // Kept under a second name first, so that a failed save leaves the damaged list where
      // it was instead of no list at all.
      unlink(damaged)
      guard link(file.path, damaged) == 0 else {
        throw .failed(
          path: file.path,
          reason: "it is damaged (\(reason)) and cannot be kept aside: \(POSIX.message(errno))")
      }
      try save(rebuilt)
      let count = rebuilt.conferences.count
      onWarning(
        StoreWarning(
          kind: .movedAside(movedTo: damaged), path: file.path,
          message: "the list of conferences at \(file.path) was damaged (\(reason)); it was "
            + "rebuilt from the \(count) conference folder\(count == 1 ? "" : "s") in "
            + "\(folders.path(percentEncoded: false)), and the damaged file was kept at "
            + "\(damaged). The demo is current: pick another with conf conference use NAME"))
      return rebuilt
    }
  }

  /// Replaces the stored list with `catalog`, atomically; titles are cut to
  /// ``maximumTitleLength``.
  ///
  /// - Throws: ``ConferenceCatalogStoreError/tooLarge(path:limit:)`` when the list would take
  ///   more than ``maximumBytes``; otherwise when the folder is refused or a write step fails.
  ///   The stored list is then unchanged.
  public func save(_ catalog: ConferenceCatalogEntity) throws(ConferenceCatalogStoreError) {
    let data = try Self.encoded(Self.bounded(catalog), path: file.path)
    guard data.count <= Self.maximumBytes else {
      throw .tooLarge(path: file.path, limit: Self.maximumBytes)
    }
    do {
      try file.write(data)
    } catch {
      throw Self.error(from: error)
    }
  }

  /// Saves `listing` as its conference's own listing, in its folder, which must exist (a folder
  /// removed meanwhile is not created again).
  ///
  /// - Throws: ``ConferenceCatalogStoreError`` when the folder is missing or refused, or a
  ///   write step fails.
  public func saveListing(_ listing: ConferenceListingEntity) throws(ConferenceCatalogStoreError) {
    try saveListing(listing, in: folder(named: listing.name))
  }

  /// Saves `listing` as the listing of the conference whose folder is `folder` (a folder being
  /// prepared under another name, for example), which must exist.
  ///
  /// - Throws: ``ConferenceCatalogStoreError`` when the folder is missing or refused, or a
  ///   write step fails.
  public func saveListing(
    _ listing: ConferenceListingEntity, in folder: URL
  ) throws(ConferenceCatalogStoreError) {
    let path = folder.appending(path: Self.listingFileName).path(percentEncoded: false)
    guard FileManager.default.fileExists(atPath: folder.path(percentEncoded: false)) else {
      throw .failed(path: path, reason: "its conference's folder is gone")
    }
    let data = try Self.encoded(Self.bounded(listing), path: path)
    do {
      try SecureFile(path: path).write(data)
    } catch {
      throw Self.error(from: error)
    }
  }

  /// Saves the own listing of every conference of `catalog` whose folder has none yet (the
  /// folders of an earlier version); best effort. Call it while holding the lock.
  public func saveMissingListings(of catalog: ConferenceCatalogEntity) {
    for listing in catalog.conferences {
      let folder = folder(named: listing.name)
      let path = folder.appending(path: Self.listingFileName).path(percentEncoded: false)
      if !FileManager.default.fileExists(atPath: path) {
        try? saveListing(listing, in: folder)
      }
    }
  }

  /// Runs `body` while holding the list's lock, so that what it reads and writes is not
  /// changed by another process meanwhile.
  ///
  /// - Throws: ``ConferenceCatalogStoreError/lockTimedOut(path:)`` when another process holds
  ///   it for longer than the timeout, `.lockCancelled` when the task is cancelled while
  ///   waiting, or a refusal of the lock file; `body` does not run then.
  public func withLock<T>(_ body: () async -> T) async throws(ConferenceCatalogStoreError) -> T {
    do {
      return try await lock.withLock(body)
    } catch {
      throw Self.error(from: error)
    }
  }

  // MARK: - Reading

  private enum Reading {
    case readable(ConferenceCatalogEntity)
    case damaged(reason: String)
  }

  private func read() throws(ConferenceCatalogStoreError) -> Reading {
    let data: Data?
    do {
      data = try file.read()
    } catch {
      if case .corrupt(_, let reason) = error { return .damaged(reason: reason) }
      throw Self.error(from: error)
    }
    guard let data else { return .readable(.empty) }
    do {
      return .readable(
        Self.bounded(try Self.decoder.decode(ConferenceCatalogEntity.self, from: data)))
    } catch {
      return .damaged(reason: (error as? DecodingError)?.fieldReason ?? "unreadable content")
    }
  }

  /// The list made of the listings kept in the conferences' folders, by first date then name;
  /// a folder whose listing is missing, damaged or names another folder is left out.
  private func rebuiltFromFolders() -> ConferenceCatalogEntity {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folders.path(percentEncoded: false)))
      ?? []
    var listings: [ConferenceListingEntity] = []
    for name in names where !name.hasPrefix(".") {
      let path = folder(named: name).appending(path: Self.listingFileName)
      guard let data = try? SecureFile(path: path.path(percentEncoded: false)).read(),
        let listing = try? Self.decoder.decode(ConferenceListingEntity.self, from: data),
        listing.name == name
      else { continue }
      listings.append(Self.bounded(listing))
    }
    listings.sort { ($0.firstDate, $0.name) < ($1.firstDate, $1.name) }
    return ConferenceCatalogEntity(current: nil, conferences: listings)
  }

  // MARK: - Bounds and coding

  private static func bounded(_ catalog: ConferenceCatalogEntity) -> ConferenceCatalogEntity {
    ConferenceCatalogEntity(current: catalog.current, conferences: catalog.conferences.map(bounded))
  }

  /// `listing` with its title cut to ``maximumTitleLength`` and without a user name or
  /// password in its source (which an earlier version kept).
  private static func bounded(_ listing: ConferenceListingEntity) -> ConferenceListingEntity {
    var source = listing.source
    if source.contains("@"), var components = URLComponents(string: source),
      components.percentEncodedUser != nil || components.percentEncodedPassword != nil
    {
      components.percentEncodedUser = nil
      components.percentEncodedPassword = nil
      source = components.string ?? source
    }
    guard listing.title.count > maximumTitleLength || source != listing.source else {
      return listing
    }
    let title =
      listing.title.count > maximumTitleLength
      ? String(listing.title.prefix(maximumTitleLength - 1)) + "…" : listing.title
    return ConferenceListingEntity(
      name: listing.name, title: title, source: source, timeZone: listing.timeZone,
      timeZoneOverride: listing.timeZoneOverride, titleOverride: listing.titleOverride,
      firstDate: listing.firstDate,
      lastDate: listing.lastDate, sessionCount: listing.sessionCount,
      refreshedAt: listing.refreshedAt)
  }

  private static func encoded(
    _ value: some Encodable, path: String
  ) throws(ConferenceCatalogStoreError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    do {
      return try encoder.encode(value)
    } catch {
      throw .failed(path: path, reason: "the list does not encode")
    }
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The vault file's failure said about the list, with the list's own fix.
  private static func error(from error: CredentialStoreError) -> ConferenceCatalogStoreError {
    switch error {
    case .readableByOthers(let path, let mode):
      .refused(
        path: path, reason: "other users can read or change it (mode \(String(mode, radix: 8)))",
        fix: "chmod 600 \(ShellQuoting.quoted(path))")
    case .folderWritableByOthers(let path, let mode):
      .refused(
        path: path,
        reason: "its folder is writable by other users (mode \(String(mode, radix: 8)))",
        fix: "chmod 700 \(ShellQuoting.quoted(path))")
    case .wrongOwner(let path, let owner):
      .refused(
        path: path, reason: "it belongs to another user (uid \(owner))",
        fix: "rm \(ShellQuoting.quoted(path)) (or set CONF_HOME to a folder of your own)")
    case .notAFile(let path):
      .refused(
        path: path, reason: "it is a link, a folder or a device, not a regular file",
        fix: "rm \(ShellQuoting.quoted(path))")
    case .diskFull(let path): .diskFull(path: path)
    case .corrupt(let path, let reason), .unreadable(let path, let reason),
      .unwritable(let path, let reason), .lockFailed(let path, let reason):
      .failed(path: path, reason: reason)
    case .unsupportedVersion(let path, let version):
      .failed(path: path, reason: "format \(version), from a newer conf")
    case .lockTimedOut(let path, _): .lockTimedOut(path: path)
    case .lockCancelled: .lockCancelled
    }
  }
}
