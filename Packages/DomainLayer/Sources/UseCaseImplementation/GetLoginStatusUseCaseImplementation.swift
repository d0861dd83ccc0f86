public import Domain
import Entity
public import Repository
public import UseCase

/// Reads the stored login's status from an `AuthenticationRepository`, without the network.
///
/// Who the login belonged to is mapped leniently: a kept profile that does not map (an unknown
/// onboarding step, an unreadable address) is left out rather than failing the call.
public struct GetLoginStatusUseCaseImplementation: GetLoginStatusUseCase {
  private let repository: any AuthenticationRepository

  /// Creates the use case reading from `repository`.
  public init(repository: any AuthenticationRepository) {
    self.repository = repository
  }

  /// The stored login's status; see `GetLoginStatusUseCase`.
  public func callAsFunction() async throws(AccountError) -> LoginStatus {
    let status: CredentialStatus
    do {
      status = try await repository.sessionStatus()
    } catch {
      throw AccountError(error)
    }
    switch status {
    case .loggedOut: return .loggedOut
    case .loggedIn(let expiresAt, let account):
      return .loggedIn(accessTokenExpiresAt: expiresAt, login: account.flatMap(Self.login(from:)))
    }
  }

  private static func login(from account: StoredAccount) -> StoredLogin? {
    let profile = account.profile
    guard !profile.id.isEmpty, let email = try? EmailAddress(profile.email),
      let step = OnboardingStep(rawValue: profile.onboardingStep)
    else { return nil }
    return StoredLogin(
      userID: User.ID(rawValue: profile.id), displayName: profile.displayName, email: email,
      onboardingStep: step, loggedInAt: account.loggedInAt, confirmedAt: account.confirmedAt)
  }
}
