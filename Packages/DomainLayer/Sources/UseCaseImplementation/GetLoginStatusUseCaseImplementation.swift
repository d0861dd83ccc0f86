public import Domain
public import Repository
public import UseCase

/// Reads the stored login's status from an `AuthenticationRepository`, without the network.
public struct GetLoginStatusUseCaseImplementation: GetLoginStatusUseCase {
  private let repository: any AuthenticationRepository

  /// Creates the use case reading from `repository`.
  public init(repository: any AuthenticationRepository) {
    self.repository = repository
  }

  /// The stored login's status; see `GetLoginStatusUseCase`.
  public func callAsFunction() async throws(SessionError) -> LoginStatus {
    let status: SessionStatus
    do {
      status = try await repository.sessionStatus()
    } catch {
      throw SessionError(error)
    }
    switch status {
    case .loggedOut: return .loggedOut
    case .loggedIn(let expiresAt): return .loggedIn(accessTokenExpiresAt: expiresAt)
    }
  }
}
