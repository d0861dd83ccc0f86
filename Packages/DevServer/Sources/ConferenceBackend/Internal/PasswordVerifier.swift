/// Checks a password against a stored hash. The live one is `PasswordHasher.verify`; tests put a
/// counting one in its place to see which hash a login checked.
struct PasswordVerifier: Sendable {
  private let check: @Sendable (_ password: String, _ storedHash: String) -> Bool

  init(check: @escaping @Sendable (_ password: String, _ storedHash: String) -> Bool) {
    self.check = check
  }

  /// `true` when `password` matches `storedHash`.
  func verify(_ password: String, against storedHash: String) -> Bool {
    check(password, storedHash)
  }

  /// PBKDF2-HMAC-SHA-256 through `PasswordHasher`.
  static var pbkdf2: PasswordVerifier {
    PasswordVerifier { PasswordHasher.verify(password: $0, against: $1) }
  }
}
