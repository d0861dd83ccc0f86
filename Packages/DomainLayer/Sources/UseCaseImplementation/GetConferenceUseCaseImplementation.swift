public import Domain
public import Repository
public import UseCase

/// Gets the conference's description from a `TimetableRepository` and maps it to the domain.
public struct GetConferenceUseCaseImplementation: GetConferenceUseCase {
  private let loader: TimetableLoader

  /// Creates the use case reading from `repository`.
  public init(repository: any TimetableRepository) {
    self.loader = TimetableLoader(repository: repository)
  }

  /// The conference; see `GetConferenceUseCase`.
  public func callAsFunction() async throws(TimetableError) -> Conference {
    try await loader.conference()
  }
}
