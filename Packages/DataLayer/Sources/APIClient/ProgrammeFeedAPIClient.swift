public import Entity

/// A programme client read from a published schedule feed, which can be refreshed.
///
/// It answers the `ConferenceAPIClient` calls as the backend would (the same entities, the same
/// error codes) from a saved copy of the feed, fetched again when it is older than the client's
/// maximum age.
public protocol ProgrammeFeedAPIClient: ConferenceAPIClient {
  /// Fetches the feed again (conditionally: If-None-Match / If-Modified-Since) when `force` or
  /// when the saved copy is older than the maximum age; returns what happened.
  ///
  /// - Throws: a transport case (`.unreachable` ...) when the feed could not be fetched, `.api` or `.unknownEndpoint` for
  ///   an error status, and `.decoding` naming what is wrong when the feed no longer reads; the
  ///   last good copy is kept and served in every case.
  func refresh(force: Bool) async throws(APIClientError) -> FeedRefreshEntity

  /// What reading the saved copy noted, one line each (events left out or repaired, text
  /// shortened); empty for a copy read cleanly, or no copy yet.
  ///
  /// - Throws: `.decoding` when the saved copy cannot be used.
  func readingNotes() async throws(APIClientError) -> [String]
}
