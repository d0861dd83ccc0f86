public import APIClient
public import DataStore
public import Entity
public import Foundation
public import Repository

/// The added conferences, kept by a `ConferenceCatalogStore`, each with a folder of its own
/// (its saved programme, bookmarks and restoration state) that `folder(named:)` names.
///
/// A conference's programme is read through the `ProgrammeFeedAPIClient` that `makeClient`
/// makes for a source, a time zone and a folder. Adding fetches into a staging folder of its
/// own first (`StagingFolder`) and saves the list only once the programme is valid, so a failed
/// add leaves nothing behind.
///
/// Every change of the list (add, use, refresh, remove) reads, changes and writes it while
/// holding the list's lock, and does nothing slow meanwhile (programmes are fetched before),
/// so concurrent commands in one home lose nothing; each change first removes what killed
/// commands left (`StagingFolder.removeAbandoned(in:)`).
public final class ConferenceCatalogRepositoryImplementation: ConferenceCatalogRepository {
  /// Makes the programme client of a conference: its source, the time zone the person gave,
  /// and the folder its copy is kept in.
  public typealias ClientFactory =
    @Sendable (_ source: String, _ timeZone: String?, _ folder: URL) throws(RepositoryError) ->
    any ProgrammeFeedAPIClient

  /// The longest source accepted, in characters.
  public static let maximumSourceLength = 2_048

  private let store: ConferenceCatalogStore
  private let makeClient: ClientFactory
  private let now: @Sendable () -> Date
  private let onWarning: @Sendable (StoreWarning) -> Void

  /// Creates the repository.
  ///
  /// - Parameters:
  ///   - store: Where the list and the conferences' folders are kept.
  ///   - makeClient: Makes a conference's programme client.
  ///   - now: The clock that stamps refreshes.
  ///   - onWarning: Told once when a damaged list was rebuilt.
  public init(
    store: ConferenceCatalogStore, makeClient: @escaping ClientFactory,
    now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in }
  ) {
    self.store = store
    self.makeClient = makeClient
    self.now = now
    self.onWarning = onWarning
  }

  /// The folder of the conference named `name`.
  public func folder(named name: String) -> URL {
    store.folder(named: name)
  }

  /// The list; see `ConferenceCatalogRepository`.
  public func catalog() async throws(RepositoryError) -> ConferenceCatalogEntity {
    try load()
  }

  /// Reads, validates and saves the programme at `source`, then makes it current; see
  /// `ConferenceCatalogRepository`.
  public func addConference(
    source: String, timeZone: String?, title: String?
  ) async throws(RepositoryError) -> ConferenceListingEntity {
    guard source.count <= Self.maximumSourceLength else {
      throw .invalidRequest(
        reason: "the source is longer than \(Self.maximumSourceLength) characters")
    }
    // The same source again is a refresh: its folder (bookmarks, place in the app, the
    // programme last seen) stays.
    if let existing = try load().conferences.first(where: { $0.source == source }),
      existing.timeZoneOverride == timeZone || timeZone == nil,
      existing.titleOverride == title || title == nil
    {
      let listing = try await refreshConference(named: existing.name)
      try await useConference(named: listing.name)
      return listing
    }
    let staging: StagingFolder
    do {
      staging = try StagingFolder(in: store.folders)
    } catch {
      throw Self.storageError(error)
    }
    defer { try? FileManager.default.removeItem(at: staging.url) }
    let client = try makeClient(source, timeZone, staging.url)
    let (described, timetables) = try await describe(
      client, source: source, timeZone: timeZone, title: title, name: nil)
    // What the person sees first is the baseline of `conf changes`.
    try await SeenProgrammeRepositoryImplementation(
      cache: TimetableCache(
        fileURL: staging.url.appending(path: Self.seenFileName), now: now, onWarning: { _ in }),
      now: now
    ).markSeen(timetables)
    return try await changing { () throws(RepositoryError) -> ConferenceListingEntity in
      var catalog = try loadHoldingLock()
      // Added by another command meanwhile: that copy stays, and becomes current.
      if let existing = catalog.conferences.first(where: {
        $0.source == source && $0.timeZoneOverride == timeZone && $0.titleOverride == title
      }) {
        catalog.current = existing.name
        try save(catalog)
        return existing
      }
      let replaced = catalog.conferences.first { $0.source == source }
      let name =
        replaced?.name
        ?? Self.uniqueName(
          for: described.name, among: catalog.conferences, folders: existingFolderNames())
      let listing = described.renamed(name)
      try saveListing(listing, in: staging.url)
      let target = folder(named: name)
      // The folder of the listing replaced (the same source with another time zone) is kept
      // until the new one is in place: a failure on the way leaves the old one whole.
      let previous = store.folders.appending(
        path: ".replaced-\(UUID().uuidString)", directoryHint: .isDirectory)
      let hadFolder = (try? FileManager.default.moveItem(at: target, to: previous)) != nil
      do {
        try FileManager.default.moveItem(at: staging.url, to: target)
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
      do throws(RepositoryError) {
        try save(catalog)
      } catch {
        try? FileManager.default.removeItem(at: target)
        if hadFolder { try? FileManager.default.moveItem(at: previous, to: target) }
        throw error
      }
      if hadFolder { try? FileManager.default.removeItem(at: previous) }
      return listing
    }
  }

  /// Makes `name` (or the demo, for `nil`) current; see `ConferenceCatalogRepository`.
  public func useConference(named name: String?) async throws(RepositoryError) {
    try await changing { () throws(RepositoryError) in
      var catalog = try loadHoldingLock()
      if let name, !catalog.conferences.contains(where: { $0.name == name }) {
        throw .notFound(.conference)
      }
      catalog.current = name
      try save(catalog)
    }
  }

  /// Removes `name` and its folder; see `ConferenceCatalogRepository`.
  public func removeConference(named name: String) async throws(RepositoryError) {
    let removed = try await changing { () throws(RepositoryError) -> URL in
      var catalog = try loadHoldingLock()
      guard catalog.conferences.contains(where: { $0.name == name }) else {
        throw .notFound(.conference)
      }
      catalog.conferences.removeAll { $0.name == name }
      if catalog.current == name {
        catalog.current = nil
      }
      try save(catalog)
      // Moved out of the way under the lock, so that nothing writes into it again; emptied
      // after (a large programme takes a moment).
      let aside = store.folders.appending(
        path: ".removing-\(UUID().uuidString)", directoryHint: .isDirectory)
      try? FileManager.default.moveItem(at: folder(named: name), to: aside)
      return aside
    }
    try? FileManager.default.removeItem(at: removed)
  }

  /// Fetches `name`'s programme again; see `ConferenceCatalogRepository`.
  public func refreshConference(
    named name: String
  ) async throws(RepositoryError) -> ConferenceListingEntity {
    guard let old = try load().conferences.first(where: { $0.name == name }) else {
      throw .notFound(.conference)
    }
    let client = try makeClient(old.source, old.timeZoneOverride, folder(named: name))
    do {
      _ = try await client.refresh(force: true)
    } catch {
      throw RepositoryError(error)
    }
    let (listing, _) = try await describe(
      client, source: old.source, timeZone: old.timeZoneOverride, title: old.titleOverride,
      name: name)
    return try await changing { () throws(RepositoryError) -> ConferenceListingEntity in
      var catalog = try loadHoldingLock()
      // Removed, or replaced by another source under its name, by another command meanwhile.
      guard
        let index = catalog.conferences.firstIndex(where: {
          $0.name == name && $0.source == old.source
        })
      else { throw .notFound(.conference) }
      catalog.conferences[index] = listing
      try save(catalog)
      try saveListing(listing, in: folder(named: name))
      return listing
    }
  }

  /// The name of the file, in a conference's folder, that holds the programme as last seen.
  public static let seenFileName = "seen.sqlite"

  /// The listing of the programme `client` reads (fetching it when it has no copy yet), and
  /// its days.
  private func describe(
    _ client: any ProgrammeFeedAPIClient, source: String, timeZone: String?, title: String?,
    name: String?
  ) async throws(RepositoryError) -> (ConferenceListingEntity, [TimetableEntity]) {
    do {
      let conference = try await client.conference()
      var timetables: [TimetableEntity] = []
      for day in conference.days {
        timetables.append(try await client.timetable(day: day.day))
      }
      let sessions = timetables.reduce(0) { $0 + $1.sessions.count }
      // A programme that names itself only by its acronym (fortee's) is listed by it, and one
      // that names itself nowhere (many .ics, Sessionize) by where it comes from: its file's
      // name or its website: never by an empty title.
      let named = [title ?? "", conference.title, conference.acronym, Self.sourceName(source)]
        .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      let slug = Self.slug(conference.acronym.isEmpty ? named ?? "" : conference.acronym)
      let shownTitle = named ?? name ?? slug
      let listing = ConferenceListingEntity(
        name: name ?? slug,
        title: shownTitle, source: source, timeZone: conference.timeZone,
        timeZoneOverride: timeZone, titleOverride: title,
        firstDate: conference.days.first?.date ?? "",
        lastDate: conference.days.last?.date ?? "", sessionCount: sessions, refreshedAt: now(),
        notes: try await client.readingNotes())
      return (listing, timetables)
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Where a programme comes from, as a name: a web address's host (`sessionize.com`), a
  /// file's name without its extension (`kotlinconf2025` for `kotlinconf2025.ics`); empty
  /// when that holds no letter or digit.
  static func sourceName(_ source: String) -> String {
    let name: String
    if let url = URL(string: source), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https"
    {
      name = url.host ?? ""
    } else {
      name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
    }
    return name.contains { $0.isLetter || $0.isNumber } ? name : ""
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

  /// `name`, or `name-2`, `name-3`… when another listing or a folder has it.
  static func uniqueName(
    for name: String, among listings: [ConferenceListingEntity], folders: Set<String> = []
  ) -> String {
    let taken = Set(listings.map(\.name)).union(folders)
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains("\(name)-\(number)") { number += 1 }
    return "\(name)-\(number)"
  }

  /// Runs `body` while holding the list's lock, after removing what killed commands left and
  /// giving earlier versions' folders their own listing.
  private func changing<T>(
    _ body: () async throws(RepositoryError) -> T
  ) async throws(RepositoryError) -> T {
    let store = store
    let result: Result<T, RepositoryError>
    do throws(ConferenceCatalogStoreError) {
      result = try await store.withLock { () async -> Result<T, RepositoryError> in
        StagingFolder.removeAbandoned(in: store.folders)
        if let catalog = try? store.loadHoldingLock(onWarning: onWarning) {
          store.saveMissingListings(of: catalog)
        }
        do throws(RepositoryError) {
          return .success(try await body())
        } catch {
          return .failure(error)
        }
      }
    } catch {
      throw Self.storageError(error)
    }
    return try result.get()
  }

  private func load() throws(RepositoryError) -> ConferenceCatalogEntity {
    do {
      return try store.load(onWarning: onWarning)
    } catch {
      throw Self.storageError(error)
    }
  }

  private func loadHoldingLock() throws(RepositoryError) -> ConferenceCatalogEntity {
    do {
      return try store.loadHoldingLock(onWarning: onWarning)
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

  private func saveListing(
    _ listing: ConferenceListingEntity, in folder: URL
  ) throws(RepositoryError) {
    do {
      try store.saveListing(listing, in: folder)
    } catch {
      throw Self.storageError(error)
    }
  }

  /// The names of the folders in the conferences' folder (hidden ones left out).
  private func existingFolderNames() -> Set<String> {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: store.folders.path(percentEncoded: false))
    return Set((names ?? []).filter { !$0.hasPrefix(".") })
  }

  /// A failure of the list's file, in words about the list (its own fix, not the credential
  /// vault's).
  private static func storageError(_ error: ConferenceCatalogStoreError) -> RepositoryError {
    switch error {
    case .diskFull: .storageFull(reason: error.description)
    case .lockCancelled: .cancelled
    case .refused, .tooLarge, .failed, .lockTimedOut: .storage(reason: error.description)
    }
  }
}

extension ConferenceListingEntity {
  /// The same listing under another name.
  fileprivate func renamed(_ name: String) -> ConferenceListingEntity {
    ConferenceListingEntity(
      name: name, title: title, source: source, timeZone: timeZone,
      timeZoneOverride: timeZoneOverride, titleOverride: titleOverride, firstDate: firstDate,
      lastDate: lastDate, sessionCount: sessionCount, refreshedAt: refreshedAt, notes: notes)
  }
}
