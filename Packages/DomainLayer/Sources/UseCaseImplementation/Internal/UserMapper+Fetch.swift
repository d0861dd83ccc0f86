import Domain
import Entity
import Repository

extension UserMapper {
  /// The user in the profile that `fetch` answers with.
  ///
  /// - Throws: The `ProfileError` that a failed fetch or an unreadable profile means.
  func user(
    fetchedBy fetch: () async throws(RepositoryError) -> ProfileEntity
  ) async throws(ProfileError) -> User {
    let profile: ProfileEntity
    do {
      profile = try await fetch()
    } catch {
      throw ProfileError(error)
    }
    do {
      return try user(from: profile)
    } catch {
      throw .connectivity(error)
    }
  }
}
