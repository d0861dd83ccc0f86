public import Domain
public import Repository
public import UseCase

/// Picks the current conference by name (`ConferenceCatalog.match(_:)`).
public struct UseConferenceUseCaseImplementation: UseConferenceUseCase {
  private let reader: ConferenceCatalogReader

  /// Creates the use case; `demo` describes the demo conference.
  public init(catalogs: any ConferenceCatalogRepository, demo: any TimetableRepository) {
    reader = ConferenceCatalogReader(catalogs: catalogs, demo: demo)
  }

  /// The conference now current; see `UseConferenceUseCase`.
  public func callAsFunction(_ name: String) async throws(ConferenceError) -> ConferenceListing {
    let listing = try await reader.read().match(name)
    do {
      try await reader.catalogs.useConference(named: listing.isDemo ? nil : listing.name)
    } catch {
      throw ConferenceError(error)
    }
    return ConferenceListing(
      name: listing.name, title: listing.title, source: listing.source,
      timeZone: listing.timeZone, firstDate: listing.firstDate, lastDate: listing.lastDate,
      sessionCount: listing.sessionCount, refreshedAt: listing.refreshedAt, isCurrent: true)
  }
}
