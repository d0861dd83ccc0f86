import DataStore
import Domain
import Entity

/// Which conference one run of `conf` uses: the one `--conference NAME` or `CONF_CONFERENCE`
/// names (its name exactly, or a unique prefix of its name or title, as
/// `ConferenceCatalog.match(_:)` decides), else the current one of the saved list; `nil` for
/// the demo conference.
enum ConferenceSelection {
  /// The added conference this run uses, or `nil` for the demo.
  ///
  /// A damaged list is rebuilt from the conferences' folders, with one line to `warn`.
  ///
  /// - Throws: `.unknownConference` for a name that picks none (or several),
  ///   `.unreadableConferences` when the list cannot be read (refused as not private, or a
  ///   failing disk), with the command that fixes it.
  static func resolve(
    wanted: String?, store: ConferenceCatalogStore, warn: (String) -> Void = { _ in }
  ) throws(AppConfigurationError) -> ConferenceListingEntity? {
    let catalog: ConferenceCatalogEntity
    do {
      catalog = try store.load(onWarning: { warn($0.message) })
    } catch {
      throw .unreadableConferences(reason: error.description)
    }
    guard let wanted, !wanted.isEmpty else {
      return catalog.conferences.first { $0.name == catalog.current }
    }
    let listings =
      [
        ConferenceListing(
          name: ConferenceListing.demoName, title: "", source: nil, timeZone: nil,
          firstDate: nil, lastDate: nil, sessionCount: nil, refreshedAt: nil, isCurrent: false)
      ]
      + catalog.conferences.map {
        ConferenceListing(
          name: $0.name, title: $0.title, source: $0.source, timeZone: nil, firstDate: nil,
          lastDate: nil, sessionCount: nil, refreshedAt: nil, isCurrent: false)
      }
    do {
      let match = try ConferenceCatalog(listings: listings).match(wanted)
      return catalog.conferences.first { $0.name == match.name }
    } catch {
      throw .unknownConference(reason: "\(error.description); \(error.recoverySuggestion)")
    }
  }
}
