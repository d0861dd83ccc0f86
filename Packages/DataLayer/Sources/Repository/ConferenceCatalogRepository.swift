public import Entity

/// The conferences added on this device from published programmes, and which one commands use.
///
/// Adding reads and validates the programme before anything is saved, so a source that cannot
/// be read leaves the list as it was. The demo conference is not in the list: it is what
/// commands use when `current` is `nil`.
public protocol ConferenceCatalogRepository: Sendable {
  /// The added conferences and the current one.
  func catalog() async throws(RepositoryError) -> ConferenceCatalogEntity
  /// Reads the programme at `source` (an `http(s)://` URL or a file path), validates it, saves
  /// it and makes it current; `timeZone` supplies one for a programme that has none, `title`
  /// one for a programme without one (or in place of its own), both kept for its refreshes.
  ///
  /// - Throws: `.unreadableResponse` for a source that is not a valid programme, `.offline`
  ///   when it cannot be reached; nothing is saved then.
  func addConference(
    source: String, timeZone: String?, title: String?
  ) async throws(RepositoryError) -> ConferenceListingEntity
  /// Makes the conference named `name` current, or the demo for `nil`.
  func useConference(named name: String?) async throws(RepositoryError)
  /// Removes the conference named `name` and everything saved for it; the demo becomes current
  /// when it was.
  func removeConference(named name: String) async throws(RepositoryError)
  /// Fetches the programme of the conference named `name` again (conditionally), keeping the
  /// last good copy when that fails.
  func refreshConference(
    named name: String
  ) async throws(RepositoryError) -> ConferenceListingEntity
}
