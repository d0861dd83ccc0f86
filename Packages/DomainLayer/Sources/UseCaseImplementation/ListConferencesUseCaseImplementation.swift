public import Domain
public import Repository
public import UseCase

/// Lists the demo conference and the added ones from a `ConferenceCatalogRepository`.
public struct ListConferencesUseCaseImplementation: ListConferencesUseCase {
  private let reader: ConferenceCatalogReader

  /// Creates the use case; `demo` describes the demo conference.
  public init(catalogs: any ConferenceCatalogRepository, demo: any TimetableRepository) {
    reader = ConferenceCatalogReader(catalogs: catalogs, demo: demo)
  }

  /// The catalog; see `ListConferencesUseCase`.
  public func callAsFunction() async throws(ConferenceError) -> ConferenceCatalog {
    try await reader.read()
  }
}
