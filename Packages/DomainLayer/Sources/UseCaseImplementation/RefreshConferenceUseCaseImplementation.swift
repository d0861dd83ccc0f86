public import Domain
public import Repository
public import UseCase

/// Fetches an added conference's programme again through a `ConferenceCatalogRepository`.
public struct RefreshConferenceUseCaseImplementation: RefreshConferenceUseCase {
  private let reader: ConferenceCatalogReader

  /// Creates the use case; `demo` describes the demo conference.
  public init(catalogs: any ConferenceCatalogRepository, demo: any TimetableRepository) {
    reader = ConferenceCatalogReader(catalogs: catalogs, demo: demo)
  }

  /// The refreshed conference; see `RefreshConferenceUseCase`.
  public func callAsFunction(_ name: String?) async throws(ConferenceError) -> ConferenceListing {
    let catalog = try await reader.read()
    guard
      let listing = try name.map({ name throws(ConferenceError) in try catalog.match(name) })
        ?? catalog.current
    else { throw .demoHasNoSource }
    guard !listing.isDemo else { throw .demoHasNoSource }
    do {
      let entity = try await reader.catalogs.refreshConference(named: listing.name)
      return ConferenceCatalogReader.listing(entity, isCurrent: listing.isCurrent)
    } catch {
      throw ConferenceError(error, source: listing.source)
    }
  }
}
