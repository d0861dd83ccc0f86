public import APIClient
public import DataStore
public import Entity
public import Foundation
public import Repository

/// The added conferences, kept by a `ConferenceCatalogStore`, each with a folder of its own
/// (its saved programme, bookmarks and restoration state) that `folder(named:)` names.
///
/// A conference's programme is read through the `ConferenceFeedAPIClient` that `makeClient`
/// makes for a source, a time zone and a folder. Adding fetches into a new folder first and
/// saves the list only once the programme is valid, so a failed add leaves nothing behind.
public final class ConferenceCatalogRepositoryImplementation: ConferenceCatalogRepository {
  /// Makes the programme client of a conference: its source, the time zone the person gave,
  /// and the folder its copy is kept in.
  public typealias ClientFactory =
    @Sendable (_ source: String, _ timeZone: String?, _ folder: URL) throws(RepositoryError) ->
    any ConferenceFeedAPIClient

  private let store: ConferenceCatalogStore
  private let folders: URL
  private let makeClient: ClientFactory
  private let now: @Sendable () -> Date

  /// Creates the repository.
  ///
  /// - Parameters:
  ///   - store: Where the list is kept.
  ///   - folders: The folder that holds one folder per conference (for example
  ///     `<CONF_HOME>/conferences`).
  ///   - makeClient: Makes a conference's programme client.
  ///   - now: The clock that stamps refreshes.
  public init(
    store: ConferenceCatalogStore, folders: URL, makeClient: @escaping ClientFactory,
    now: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.folders = folders
    self.makeClient = makeClient
    self.now = now
  }

  /// The folder of the conference named `name`.
  public func folder(named name: String) -> URL {
    folders.appending(path: name, directoryHint: .isDirectory)
  }

  /// The list; see `ConferenceCatalogRepository`.
  public func catalog() async throws(RepositoryError) -> ConferenceCatalogEntity {
    try load()
  }

  /// Reads, validates and saves the programme at `source`, then makes it current; see
  /// `ConferenceCatalogRepository`.
  public func addConference(
    source: String, timeZone: String?
  ) async throws(RepositoryError) -> ConferenceListingEntity {
    var catalog = try load()
    // The same source again is a refresh: its folder (bookmarks, place in the app, the
    // programme last seen) stays.
    if let existing = catalog.conferences.first(where: { $0.source == source }),
      existing.timeZoneOverride == timeZone || timeZone == nil
    {
      let listing = try await refreshConference(named: existing.name)
      try await useConference(named: listing.name)
      return listing
    }
    let staging = folders.appending(
      path: ".adding-\(UUID().uuidString)", directoryHint: .isDirectory)
    try makeFolder(staging)
    defer { try? FileManager.default.removeItem(at: staging) }
    let client = try makeClient(source, timeZone, staging)
    let (described, timetables) = try await describe(
      client, source: source, timeZone: timeZone, name: nil)
    // What the person sees first is the baseline of `conf changes`.
    try await SeenProgrammeRepositoryImplementation(
      cache: TimetableCache(
        fileURL: staging.appending(path: Self.seenFileName), now: now, onWarning: { _ in }),
      now: now
    ).markSeen(timetables)
    let replaced = catalog.conferences.first { $0.source == source }
    let name =
      replaced?.name
      ?? Self.uniqueName(for: described.name, among: catalog.conferences)
    let listing = described.renamed(name)
    let target = folder(named: name)
    // The folder of the listing replaced (the same source with another time zone) is kept
    // until the new one is in place: a failure on the way leaves the old one whole.
    let previous = folders.appending(
      path: ".replaced-\(UUID().uuidString)", directoryHint: .isDirectory)
    let hadFolder = (try? FileManager.default.moveItem(at: target, to: previous)) != nil
    do {
      try FileManager.default.moveItem(at: staging, to: target)
    } catch {
      if hadFolder { try? FileManager.default.moveItem(at: previous, to: target) }
      throw .storage(reason: "cannot save the programme in \(target.path): \(error)")
    }
    if let index = catalog.conferences.firstIndex(where: { $0.source == source }) {
      catalog.conferences[index] = listing
    } else {
      catalog.conferences.append(listing)
    }
    catalog.current = name
    do {
      try save(catalog)
    } catch {
      try? FileManager.default.removeItem(at: target)
      if hadFolder { try? FileManager.default.moveItem(at: previous, to: target) }
      throw error
    }
    if hadFolder { try? FileManager.default.removeItem(at: previous) }
    return listing
  }

  /// Makes `name` (or the demo, for `nil`) current; see `ConferenceCatalogRepository`.
  public func useConference(named name: String?) async throws(RepositoryError) {
    var catalog = try load()
    if let name, !catalog.conferences.contains(where: { $0.name == name }) {
      throw .notFound(.conference)
    }
    catalog.current = name
    try save(catalog)
  }

  /// Removes `name` and its folder; see `ConferenceCatalogRepository`.
  public func removeConference(named name: String) async throws(RepositoryError) {
    var catalog = try load()
    guard catalog.conferences.contains(where: { $0.name == name }) else {
      throw .notFound(.conference)
    }
    catalog.conferences.removeAll { $0.name == name }
    if catalog.current == name {
      catalog.current = nil
    }
    try save(catalog)
    try? FileManager.default.removeItem(at: folder(named: name))
  }

  /// Fetches `name`'s programme again; see `ConferenceCatalogRepository`.
  public func refreshConference(
    named name: String
  ) async throws(RepositoryError) -> ConferenceListingEntity {
    var catalog = try load()
    guard let index = catalog.conferences.firstIndex(where: { $0.name == name }) else {
      throw .notFound(.conference)
    }
    let old = catalog.conferences[index]
    let client = try makeClient(old.source, old.timeZoneOverride, folder(named: name))
    do {
      _ = try await client.refresh(force: true)
    } catch {
      throw RepositoryError(error)
    }
    let (listing, _) = try await describe(
      client, source: old.source, timeZone: old.timeZoneOverride, name: name)
    catalog.conferences[index] = listing
    try save(catalog)
    return listing
  }

  /// The name of the file, in a conference's folder, that holds the programme as last seen.
  public static let seenFileName = "seen.sqlite"

  /// The listing of the programme `client` reads (fetching it when it has no copy yet), and
  /// its days.
  private func describe(
    _ client: any ConferenceFeedAPIClient, source: String, timeZone: String?, name: String?
  ) async throws(RepositoryError) -> (ConferenceListingEntity, [TimetableEntity]) {
    do {
      let conference = try await client.conference()
      var timetables: [TimetableEntity] = []
      for day in conference.days {
        timetables.append(try await client.timetable(day: day.day))
      }
      let sessions = timetables.reduce(0) { $0 + $1.sessions.count }
      let listing = ConferenceListingEntity(
        name: name ?? Self.slug(conference.acronym.isEmpty ? conference.title : conference.acronym),
        title: conference.title, source: source, timeZone: conference.timeZone,
        timeZoneOverride: timeZone, firstDate: conference.days.first?.date ?? "",
        lastDate: conference.days.last?.date ?? "", sessionCount: sessions, refreshedAt: now())
      return (listing, timetables)
    } catch {
      throw RepositoryError(error)
    }
  }

  /// `text` as a name: lower-case letters, digits and `-`; `conference` when nothing is left.
  static func slug(_ text: String) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    // Cut to 40 before trimming, so that a cut at a separator leaves no trailing `-`.
    slug = String(slug.prefix(40))
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty || slug == "demo" ? "conference" : slug
  }

  /// `name`, or `name-2`, `name-3`… when another listing has it.
  static func uniqueName(for name: String, among listings: [ConferenceListingEntity]) -> String {
    let taken = Set(listings.map(\.name))
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains("\(name)-\(number)") { number += 1 }
    return "\(name)-\(number)"
  }

  private func load() throws(RepositoryError) -> ConferenceCatalogEntity {
    do {
      return try store.load()
    } catch {
      throw Self.storageError(error)
    }
  }

  private func save(_ catalog: ConferenceCatalogEntity) throws(RepositoryError) {
    do {
      try store.save(catalog)
    } catch {
      throw Self.storageError(error)
    }
  }

  private func makeFolder(_ url: URL) throws(RepositoryError) {
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .storage(reason: "cannot create \(url.path): \(error)")
    }
  }

  /// A failure of the list's file, in words about the list (not the credential vault's
  /// advice that `CredentialStoreError` carries).
  private static func storageError(_ error: CredentialStoreError) -> RepositoryError {
    switch error {
    case .diskFull(let path):
      return .storageFull(reason: "no space left to save the list of conferences at \(path)")
    case .corrupt(let path, let reason), .unreadable(let path, let reason),
      .unwritable(let path, let reason), .lockFailed(let path, let reason):
      return .storage(reason: "the list of conferences at \(path) cannot be used (\(reason))")
    case .unsupportedVersion(let path, let version):
      return .storage(
        reason: "the list of conferences at \(path) was written by a newer conf (version "
          + "\(version))")
    case .readableByOthers(let path, _), .folderWritableByOthers(let path, _),
      .wrongOwner(let path, _), .notAFile(let path):
      return .storage(
        reason: "the list of conferences at \(path) is refused: \(error.description)")
    case .lockTimedOut:
      return .storage(reason: error.description)
    case .lockCancelled:
      return .cancelled
    }
  }
}

extension ConferenceListingEntity {
  /// The same listing under another name.
  fileprivate func renamed(_ name: String) -> ConferenceListingEntity {
    ConferenceListingEntity(
      name: name, title: title, source: source, timeZone: timeZone,
      timeZoneOverride: timeZoneOverride, firstDate: firstDate, lastDate: lastDate,
      sessionCount: sessionCount, refreshedAt: refreshedAt)
  }
}
