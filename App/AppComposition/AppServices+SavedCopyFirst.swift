import DataStore
import Entity
import Foundation
import ProgrammeFeed
import RepositoryImplementation

extension AppServices {
  /// The same services, but an added conference's programme is read from its saved copy
  /// whatever its age (fetched only when there is none): `conf app` draws from it at once and
  /// refreshes in the background (`ProgrammeRefreshViewModel`), so a silent website never
  /// delays its first screen. The demo's programme is read as before.
  ///
  /// - Parameter warn: Receives the saved copy's warnings.
  func readingSavedCopyFirst(warn: @escaping @Sendable (String) -> Void) -> AppServices {
    guard let conference else { return self }
    let folder = catalogs.folder(named: conference.name)
    let store = ConferenceCatalogStore(
      fileURL: paths.conferencesFile, folders: paths.conferencesFolder)
    guard
      let client = try? Self.feedClient(
        source: conference.source, timeZone: conference.timeZoneOverride,
        title: conference.title, folder: folder,
        timeout: settings.timeout, deadline: networkDeadline,
        // A century: the copy is always young enough; the background refresh checks it.
        maximumAge: .seconds(100 * 366 * 86_400),
        writeLock: FileRefreshLock(fileURL: store.lockURL),
        now: now, warn: warn)
    else { return self }
    var services = self
    services.timetables = TimetableRepositoryImplementation(
      api: client,
      cache: TimetableCache(
        fileURL: folder.appendingPathComponent("feed.sqlite"), now: now,
        onWarning: { warn($0.message) }),
      savesAnswers: false, now: now)
    return services
  }
}
