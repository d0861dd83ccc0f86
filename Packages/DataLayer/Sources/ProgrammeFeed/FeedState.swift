public import Foundation

/// What a `FeedStore` keeps beside the saved programme: which feed it is, its validators and
/// when it was fetched and checked, and why the last refresh failed, if it did.
public struct FeedState: Sendable, Equatable {
  /// A local file's size and modification time: its validator (it is read again when either
  /// changed).
  public struct FileStamp: Sendable, Equatable {
    /// The size in bytes.
    public let size: Int
    /// The modification time: seconds since 1970.
    public let modifiedSeconds: Int
    /// The modification time's nanoseconds.
    public let modifiedNanoseconds: Int

    /// Creates a stamp.
    public init(size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int) {
      self.size = size
      self.modifiedSeconds = modifiedSeconds
      self.modifiedNanoseconds = modifiedNanoseconds
    }
  }

  /// The feed the copy was read from.
  public let source: FeedSource
  /// The `ETag` the server sent with the copy, sent back as `If-None-Match`.
  public let entityTag: String?
  /// The `Last-Modified` the server sent with the copy, sent back as `If-Modified-Since`.
  public let lastModified: String?
  /// For a file source, the file's stamp when it was read.
  public let fileStamp: FileStamp?
  /// When the saved copy's bytes were fetched.
  public let fetchedAt: Date
  /// When the feed was last checked (fetched, or answered "not modified"); the copy is fresh
  /// until `checkedAt` plus the client's maximum age.
  public let checkedAt: Date
  /// When the last refresh found a feed that no longer reads, the reader's one-line message;
  /// the copy is then the last good one. `nil` after a refresh that succeeded.
  public let lastRefreshFailure: String?
  /// What reading the saved copy noted, one line each: events left out or repaired, text
  /// shortened (the reader's `FeedProgramme.warnings`); empty for a copy read cleanly.
  public let notes: [String]

  /// Creates a state.
  public init(
    source: FeedSource, entityTag: String?, lastModified: String?, fileStamp: FileStamp?,
    fetchedAt: Date, checkedAt: Date, lastRefreshFailure: String?, notes: [String] = []
  ) {
    self.source = source
    self.entityTag = entityTag
    self.lastModified = lastModified
    self.fileStamp = fileStamp
    self.fetchedAt = fetchedAt
    self.checkedAt = checkedAt
    self.lastRefreshFailure = lastRefreshFailure
    self.notes = notes
  }
}
