public import Domain
public import Repository
public import UseCase

/// Removes an added conference by name; the demo conference stays.
public struct RemoveConferenceUseCaseImplementation: RemoveConferenceUseCase {
  private let reader: ConferenceCatalogReader

  /// Creates the use case; `demo` describes the demo conference.
  public init(catalogs: any ConferenceCatalogRepository, demo: any TimetableRepository) {
    reader = ConferenceCatalogReader(catalogs: catalogs, demo: demo)
  }

  /// The removed conference; see `RemoveConferenceUseCase`.
  public func callAsFunction(_ name: String) async throws(ConferenceError) -> ConferenceListing {
    let listing = try await reader.read().match(name)
    guard !listing.isDemo else { throw .demoCannotBeRemoved }
    do {
      try await reader.catalogs.removeConference(named: listing.name)
    } catch {
      throw ConferenceError(error)
    }
    return listing
  }
}
