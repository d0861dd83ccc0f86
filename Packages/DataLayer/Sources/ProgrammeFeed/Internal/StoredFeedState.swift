import Foundation

/// `FeedState` as the JSON of `feed-state.json`, versioned; times are seconds since 1970.
struct StoredFeedState: Codable, Equatable {
  /// The format this version reads and writes.
  static let currentVersion = 1

  struct Stamp: Codable, Equatable {
    var size: Int
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    enum CodingKeys: String, CodingKey {
      case size
      case modifiedSeconds = "modified_seconds"
      case modifiedNanoseconds = "modified_nanoseconds"
    }
  }

  var version: Int
  /// `url` or `file`.
  var sourceKind: String
  /// The URL's absolute string or the path.
  var source: String
  var entityTag: String?
  var lastModified: String?
  var fileStamp: Stamp?
  var fetchedAt: Double
  var checkedAt: Double
  var lastRefreshFailure: String?
  /// Absent in files written before the notes were kept.
  var notes: [String]?

  enum CodingKeys: String, CodingKey {
    case version, source
    case sourceKind = "source_kind"
    case entityTag = "etag"
    case lastModified = "last_modified"
    case fileStamp = "file_stamp"
    case fetchedAt = "fetched_at"
    case checkedAt = "checked_at"
    case lastRefreshFailure = "last_refresh_failure"
    case notes
  }

  init(_ state: FeedState) {
    version = Self.currentVersion
    switch state.source {
    case .url(let url):
      sourceKind = "url"
      source = url.absoluteString
    case .file(let path):
      sourceKind = "file"
      source = path
    }
    entityTag = state.entityTag
    lastModified = state.lastModified
    fileStamp = state.fileStamp.map {
      Stamp(
        size: $0.size, modifiedSeconds: $0.modifiedSeconds,
        modifiedNanoseconds: $0.modifiedNanoseconds)
    }
    fetchedAt = state.fetchedAt.timeIntervalSince1970
    checkedAt = state.checkedAt.timeIntervalSince1970
    lastRefreshFailure = state.lastRefreshFailure
    notes = state.notes.isEmpty ? nil : state.notes
  }

  /// The state, or `nil` when the source is neither a URL nor a path.
  var state: FeedState? {
    let feedSource: FeedSource
    switch sourceKind {
    case "url":
      guard let url = URL(string: source) else { return nil }
      feedSource = .url(url)
    case "file":
      feedSource = .file(path: source)
    default:
      return nil
    }
    return FeedState(
      source: feedSource, entityTag: entityTag, lastModified: lastModified,
      fileStamp: fileStamp.map {
        FeedState.FileStamp(
          size: $0.size, modifiedSeconds: $0.modifiedSeconds,
          modifiedNanoseconds: $0.modifiedNanoseconds)
      },
      fetchedAt: Date(timeIntervalSince1970: fetchedAt),
      checkedAt: Date(timeIntervalSince1970: checkedAt), lastRefreshFailure: lastRefreshFailure,
      notes: notes ?? [])
  }
}
