public import DataStore
public import Entity
public import Foundation

/// The last good copy of one schedule feed, kept in a folder of its own: the programme in a
/// `TimetableCache` (`feed.sqlite`: one archive per day and the conference's description, so
/// a command decodes only the day it needs) and the feed's validators and times in
/// `feed-state.json` (a `PrivateFile`: mode 0600 in a folder created 0700, replaced
/// atomically, a link in its place refused).
///
/// Replacing the copy first saves the state without validators and as never checked, then the
/// days, the conference and the new state: a copy left half-written by a crash is fetched again
/// in full by the next call.
public actor FeedStore {
  /// The folder holding the copy.
  public nonisolated let folder: URL

  private let cache: TimetableCache
  private let stateFile: PrivateFile

  /// Creates a store in `folder` (created 0700 on the first save); touches nothing yet.
  ///
  /// - Parameters:
  ///   - now: the clock that names a damaged `feed.sqlite` moved aside.
  ///   - onWarning: called once per incident with a damaged or unusable `feed.sqlite` (the
  ///     feed is then fetched again).
  public init(
    folder: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in }
  ) {
    self.folder = folder
    cache = TimetableCache(
      fileURL: folder.appending(path: "feed.sqlite"), now: now, onWarning: onWarning)
    stateFile = PrivateFile(fileURL: folder.appending(path: "feed-state.json"))
  }

  /// The saved state, or `nil` when there is none (no copy yet, or a state file this version
  /// cannot read, which counts as no copy).
  ///
  /// - Throws: `StoreError` when the state file is refused (a link, not a regular file, others
  ///   can read or change it) or cannot be read.
  public func state() throws(StoreError) -> FeedState? {
    guard let data = try stateFile.read() else { return nil }
    guard let stored = try? JSONDecoder().decode(StoredFeedState.self, from: data),
      stored.version == StoredFeedState.currentVersion
    else { return nil }
    return stored.state
  }

  /// Saves `state` in place of the saved one, keeping the programme.
  ///
  /// - Throws: `StoreError` when the file is refused or cannot be written.
  public func save(_ state: FeedState) throws(StoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(StoredFeedState(state))
    } catch {
      throw .failed(path: stateFile.fileURL.path, reason: "the state does not encode: \(error)")
    }
    try stateFile.write(data)
  }

  /// Replaces the saved copy with `programme`, read from the feed as `state` says.
  ///
  /// - Throws: `StoreError` when a file is refused or cannot be written; the state then stays
  ///   without validators, so the next call fetches the feed in full.
  public func replace(with programme: FeedProgramme, state: FeedState) async throws(StoreError) {
    try save(
      FeedState(
        source: state.source, entityTag: nil, lastModified: nil, fileStamp: nil,
        fetchedAt: state.fetchedAt, checkedAt: .distantPast,
        lastRefreshFailure: state.lastRefreshFailure))
    for timetable in programme.timetables {
      try await cache.save(timetable, savedAt: state.fetchedAt)
    }
    try await cache.save(programme.conference, savedAt: state.fetchedAt)
    try save(state)
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
