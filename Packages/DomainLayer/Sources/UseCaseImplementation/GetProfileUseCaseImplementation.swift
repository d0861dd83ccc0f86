public import Domain
public import Repository
public import UseCase

/// Gets the profile from a `ProfileRepository` and maps it to the domain.
public struct GetProfileUseCaseImplementation: GetProfileUseCase {
  private let repository: any ProfileRepository
  private let mapper = UserMapper()

  /// Creates the use case reading from `repository`.
  public init(repository: any ProfileRepository) {
    self.repository = repository
  }

  /// The profile; see `GetProfileUseCase`.
  public func callAsFunction() async throws(ProfileError) -> User {
    try await mapper.user { () throws(RepositoryError) in try await repository.profile() }
  }
}
