public import DataStore
public import Entity
public import Foundation

/// The last good copy of one schedule feed, kept in a folder of its own: the programme in a
/// `TimetableCache` (`feed.sqlite`: one archive per day and the conference's description, so
/// a command decodes only the day it needs), the feed's validators and times in
/// `feed-state.json`, and the names the copy gave its sessions in `session-names.json` (see
/// `SessionNames`; read only by a refresh). Both files are `PrivateFile`s: mode 0600 in a
/// folder created 0700, replaced atomically, a link in their place refused.
///
/// Replacing the copy first saves the state without validators and as never checked, then the
/// days, the conference and the new state: a copy left half-written by a crash or a failed
/// write is fetched again in full by the next call.
///
/// With a `writeLock` (the list of conferences' lock, for a conference the catalog keeps), every
/// write happens while holding it and only when the folder still exists: a conference removed
/// by another command meanwhile is never written back, and its folder is never created here
/// (the catalog makes it). Without one, the folder is created (0700) on the first save. What the feed's server
/// controls is bounded before it is stored: validators longer than ``maximumValidatorLength``
/// are not kept (the next fetch is then in full), a failure message is cut to
/// ``maximumFailureLength`` characters, and a state file too large to read counts as no state.
public actor FeedStore {
  /// The longest `ETag` or `Last-Modified` value kept.
  public static let maximumValidatorLength = 1_024
  /// The longest refresh failure kept, in characters.
  public static let maximumFailureLength = 1_000
  /// The largest file of session names kept, in bytes (40,000 sessions or more); the names of a
  /// larger programme are not kept, and its next refresh names its sessions afresh.
  public static let maximumNamesBytes = 4 * 1024 * 1024

  /// The folder holding the copy.
  public nonisolated let folder: URL

  private let cache: TimetableCache
  private let stateFile: PrivateFile
  private let namesFile: PrivateFile
  private let writeLock: FileRefreshLock?
  /// The day whose save fails with a full disk, for a test of a write that fails part-way.
  private let failingDay: Int?

  /// Creates a store in `folder` (created 0700 on the first save); touches nothing yet.
  ///
  /// - Parameters:
  ///   - folder: the feed's own folder, holding `feed.sqlite` and `feed-state.json`.
  ///   - now: the clock that names a damaged `feed.sqlite` moved aside.
  ///   - onWarning: called once per incident with a damaged or unusable `feed.sqlite` (the
  ///     feed is then fetched again).
  ///   - writeLock: held across every write (the list of conferences' lock, shared by every
  ///     `conf` process of the home); `nil` writes without one.
  public init(
    folder: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in },
    writeLock: FileRefreshLock? = nil
  ) {
    self.init(
      folder: folder, now: now, onWarning: onWarning, writeLock: writeLock, failingDay: nil)
  }

  /// A store whose save of day `failingDay` fails as on a full disk (for a test of a write
  /// that fails part-way).
  init(
    folder: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in },
    writeLock: FileRefreshLock? = nil, failingDay: Int?
  ) {
    self.folder = folder
    self.writeLock = writeLock
    self.failingDay = failingDay
    cache = TimetableCache(
      fileURL: folder.appending(path: "feed.sqlite"), now: now, onWarning: onWarning)
    stateFile = PrivateFile(fileURL: folder.appending(path: "feed-state.json"))
    namesFile = PrivateFile(
      fileURL: folder.appending(path: "session-names.json"), maximumBytes: Self.maximumNamesBytes)
  }

  /// The saved state, or `nil` when there is none (no copy yet, or a state file this version
  /// cannot read, which counts as no copy).
  ///
  /// - Throws: `StoreError` when the state file is refused (a link, not a regular file, others
  ///   can read or change it) or cannot be read.
  public func state() throws(StoreError) -> FeedState? {
    guard let data = try stateFile.readUnlessDamaged() else { return nil }
    guard let stored = try? JSONDecoder().decode(StoredFeedState.self, from: data),
      stored.version == StoredFeedState.currentVersion
    else { return nil }
    return stored.state
  }

  /// The names the saved copy gave its sessions; none when there are none (no copy yet, a copy
  /// saved by a version that kept none, or a file this version cannot read).
  ///
  /// - Throws: `StoreError` when the file is refused (a link, not a regular file, others can
  ///   read or change it) or cannot be read.
  public func sessionNames() throws(StoreError) -> SessionNames {
    guard let data = try namesFile.readUnlessDamaged() else { return SessionNames() }
    return SessionNames(decoding: data) ?? SessionNames()
  }

  /// Saves `state` in place of the saved one, keeping the programme; with `names`, saves them
  /// in place of the saved names too (for a copy whose programme has not changed).
  ///
  /// - Throws: `StoreError` when a file is refused or cannot be written, or the folder is
  ///   gone (the conference was removed).
  public func save(_ state: FeedState, names: SessionNames? = nil) async throws(StoreError) {
    try await writing { () throws(StoreError) in
      if let names { try write(names) }
      try write(state)
    }
  }

  /// Replaces the saved copy with `programme`, read from the feed as `state` says, its
  /// sessions named as `names` says.
  ///
  /// - Throws: `StoreError` when a file is refused or cannot be written, or the folder is gone;
  ///   the state then stays without validators, so the next call fetches the feed in full.
  public func replace(
    with programme: FeedProgramme, state: FeedState, names: SessionNames
  ) async throws(StoreError) {
    try await writing { () async throws(StoreError) in
      try write(
        FeedState(
          source: state.source, entityTag: nil, lastModified: nil, fileStamp: nil,
          fetchedAt: state.fetchedAt, checkedAt: .distantPast,
          lastRefreshFailure: state.lastRefreshFailure, notes: state.notes))
      for timetable in programme.timetables {
        if timetable.day == failingDay { throw .full(path: folder.path(percentEncoded: false)) }
        try await cache.save(timetable, savedAt: state.fetchedAt)
      }
      try await cache.save(programme.conference, savedAt: state.fetchedAt)
      try write(names)
      try write(state)
    }
  }

  /// Runs `body` while holding the write lock, when the folder still exists.
  private func writing(_ body: () async throws(StoreError) -> Void) async throws(StoreError) {
    let folder = folder
    let path = folder.path(percentEncoded: false)
    let isGone = { !FileManager.default.fileExists(atPath: path) }
    guard let writeLock else { return try await body() }
    let result: Result<Void, StoreError>
    do {
      result = try await writeLock.withLock { () async -> Result<Void, StoreError> in
        guard !isGone() else { return .failure(Self.removed(path)) }
        do throws(StoreError) {
          return .success(try await body())
        } catch {
          return .failure(error)
        }
      }
    } catch {
      throw .failed(path: path, reason: "the list of conferences stayed locked: \(error)")
    }
    try result.get()
  }

  private static func removed(_ path: String) -> StoreError {
    .failed(path: path, reason: "the conference was removed meanwhile")
  }

  /// `text` cut to ``maximumFailureLength`` characters.
  private static func cut(_ text: String) -> String {
    text.count > maximumFailureLength ? String(text.prefix(maximumFailureLength - 1)) + "…" : text
  }

  /// Writes `names`; names too many to keep are removed instead, so that the next refresh
  /// names afresh rather than after an older copy.
  private func write(_ names: SessionNames) throws(StoreError) {
    let data = names.encoded()
    guard data.count <= Self.maximumNamesBytes else { return try namesFile.remove() }
    try namesFile.write(data)
  }

  /// Writes `state`, its server-controlled parts bounded.
  private func write(_ state: FeedState) throws(StoreError) {
    func validator(_ value: String?) -> String? {
      value.flatMap { $0.count > Self.maximumValidatorLength ? nil : $0 }
    }
    let bounded = FeedState(
      source: state.source, entityTag: validator(state.entityTag),
      lastModified: validator(state.lastModified), fileStamp: state.fileStamp,
      fetchedAt: state.fetchedAt, checkedAt: state.checkedAt,
      lastRefreshFailure: state.lastRefreshFailure.map(Self.cut),
      notes: state.notes.prefix(FeedWarning.maximumCount + 1).map(Self.cut))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(StoredFeedState(bounded))
    } catch {
      throw .failed(path: stateFile.fileURL.path, reason: "the state does not encode: \(error)")
    }
    try stateFile.write(data)
  }

  /// The saved conference, or `nil` when there is none.
  ///
  /// - Throws: `StoreError` when SQLite fails.
  public func conference() async throws(StoreError) -> ConferenceEntity? {
    try await cache.conference()?.value
  }

  /// The saved timetable of `day`, or `nil` when there is none.
  ///
  /// - Throws: `StoreError` when SQLite fails.
  public func timetable(forDay day: Int) async throws(StoreError) -> TimetableEntity? {
    try await cache.timetable(forDay: day)?.value
  }

  /// The saved sessions of `days` that may contain `query`, from the copy's search index (see
  /// `TimetableCache.searchCandidates(containing:)`); `nil` when the index cannot answer or a
  /// day of `days` is not saved, so that the caller reads the days instead.
  ///
  /// - Throws: `StoreError` when SQLite fails.
  public func searchCandidates(
    containing query: String, ofDays days: [Int]
  ) async throws(StoreError) -> [SessionEntity]? {
    guard Set(days).isSubset(of: try await cache.savedDays()),
      let candidates = try await cache.searchCandidates(containing: query)
    else { return nil }
    let wanted = Set(days)
    return candidates.map(\.value).filter { wanted.contains($0.day) }
  }

  /// The saved timetables of `days`, in that order; a day without one is left out. Days of
  /// earlier copies that the feed no longer has are never returned.
  ///
  /// - Throws: `StoreError` when SQLite fails.
  public func timetables(ofDays days: [Int]) async throws(StoreError) -> [TimetableEntity] {
    let saved = Dictionary(
      try await cache.timetables().map { ($0.value.day, $0.value) }, uniquingKeysWith: { $1 })
    return days.compactMap { saved[$0] }
  }
}
