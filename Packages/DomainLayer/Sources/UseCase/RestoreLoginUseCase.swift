public import Domain

/// Checks the login stored on this device with the backend, renewing its tokens when they have
/// expired or are about to, and says what was found.
///
/// Call it like a function: `let restored = try await restoreSession()`.
public protocol RestoreLoginUseCase: Sendable {
  /// What the stored login turned out to be: none, expired, refused, or an active user.
  ///
  /// - Throws: `.connectivity(_)` when the backend gives no usable answer (the login is kept),
  ///   `.storage(_)` when the stored login cannot be read.
  func callAsFunction() async throws(AppError) -> RestoredLogin
}
