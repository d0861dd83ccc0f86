import Domain
import Repository

extension AccountError {
  /// Maps a data-layer failure of an account call (log in, log out, the login status) to what
  /// the person can do about it; the one place this happens for accounts
  /// (`LoginCallFailure` classifies it).
  init(_ error: RepositoryError) {
    switch LoginCallFailure(error) {
    case .login(let problem): self = problem
    case .connectivity(let failure): self = .connectivity(failure)
    case .storage(let failure): self = .storage(failure)
    }
  }
}
