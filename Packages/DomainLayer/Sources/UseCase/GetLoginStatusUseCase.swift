public import Domain

/// Reads whether a login is stored and when its access token expires, without the network.
///
/// Call it like a function: `let status = try await getLoginStatus()`.
public protocol GetLoginStatusUseCase: Sendable {
  /// The stored login's status; never includes a token.
  ///
  /// - Throws: `.credentialsRefused` when the stored login is refused, `.storage(_)` when it
  ///   cannot be read.
  func callAsFunction() async throws(AccountError) -> LoginStatus
}
