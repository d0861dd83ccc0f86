public import Domain
import Entity
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
  public func callAsFunction() async throws(ProfileError) -> Profile {
    var source = Fetched<ProfileEntity>.Source.network
    let user = try await mapper.user { () throws(RepositoryError) in
      let fetched = try await repository.profile()
      source = fetched.source
      return fetched.value
    }
    return switch source {
    case .network: Profile(user: user)
    case .cache(let savedAt, _): Profile(user: user, freshness: .cached(savedAt: savedAt))
    }
  }
}
