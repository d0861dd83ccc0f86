import Foundation
import HTTPTypes
import SQLite

/// Accounts, logins and tokens. Used only while the backend holds its connection's lock; every
/// write that must be atomic across processes runs in one `BEGIN IMMEDIATE` transaction.
///
/// Tokens are 32 random bytes in base64url; only their SHA-256 is stored. Each login starts a
/// token family; a refresh rotates the refresh token within the family; logout, or reuse of a
/// rotated refresh token, revokes the whole family.
struct AccountStore {
  /// A freshly issued access and refresh token.
  struct TokenPair {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Int

    /// The login and refresh answer.
    var json: JSONValue {
      .object([
        .init("access_token", .string(accessToken)),
        .init("refresh_token", .string(refreshToken)),
        .init("token_type", .string("Bearer")),
        .init("expires_in", .int(expiresIn)),
      ])
    }
  }

  let connection: SQLiteConnection
  let now: Date
  let tokenLifetime: Duration
  let randomness: BackendRandomness
  var passwordVerifier: PasswordVerifier = .pbkdf2

  /// `POST /v1/auth/login`: checks the password and starts a token family.
  ///
  /// An unknown email is checked against `PasswordHasher.dummyHash`, so it costs the same work
  /// as a wrong password and the two cannot be told apart by the time they take.
  func logIn(email: String, password: String) throws(APIFailure) -> TokenPair {
    let account = try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        "SELECT id, password_hash FROM accounts WHERE email = ?1 COLLATE NOCASE", [.text(email)]
      ).first
    }
    let accountID = account.flatMap { try? $0.string(0) }
    let stored = account.flatMap { try? $0.string(1) }
    let matches = passwordVerifier.verify(password, against: stored ?? PasswordHasher.dummyHash)
    guard let accountID, stored != nil, matches else {
      throw APIFailure(
        status: .unauthorized, code: "invalid_credentials",
        message: "The email address or password is wrong.")
    }
    return try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.query(
          "INSERT INTO token_families (account_id, created_at) VALUES (?1, ?2)",
          [.text(accountID), .real(now.timeIntervalSince1970)])
        return try issueTokens(family: connection.lastInsertRowID)
      }
    }
  }

  /// `POST /v1/auth/refresh`: rotates `refreshToken`, or revokes its family when it was
  /// already rotated.
  func refresh(_ refreshToken: String) throws(APIFailure) -> TokenPair {
    enum Outcome {
      case rotated(TokenPair)
      case unknown
      case reused
    }
    let outcome = try APIFailure.catchingStorageErrors { () throws(SQLiteError) -> Outcome in
      try connection.transaction { () throws(SQLiteError) -> Outcome in
        let row = try connection.query(
          """
          SELECT r.family_id, r.rotated_at IS NOT NULL, f.revoked_at IS NOT NULL
          FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
          WHERE r.token_hash = ?1
          """, [.text(Self.digest(refreshToken))]
        ).first
        guard let row else { return .unknown }
        let family = Int64(try row.int(0))
        if try row.int(2) != 0 { return .unknown }
        if try row.int(1) != 0 {
          try revoke(family: family)
          return .reused
        }
        try connection.query(
          "UPDATE refresh_tokens SET rotated_at = ?2 WHERE token_hash = ?1",
          [.text(Self.digest(refreshToken)), .real(now.timeIntervalSince1970)])
        return .rotated(try issueTokens(family: family))
      }
    }
    switch outcome {
    case .rotated(let pair):
      return pair
    case .unknown:
      throw APIFailure(
        status: .unauthorized, code: "invalid_grant",
        message: "The refresh token is unknown or revoked. Log in again.")
    case .reused:
      throw APIFailure(
        status: .unauthorized, code: "invalid_grant",
        message: "The refresh token was already used, so every token of this login is now "
          + "revoked. Log in again.")
    }
  }

  /// `POST /v1/auth/logout`: revokes the family of `accessToken`.
  func logOut(accessToken: String) throws(APIFailure) {
    let (_, family) = try authenticate(accessToken)
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in try revoke(family: family) }
    }
  }

  /// The account an access token belongs to, and the token's family.
  ///
  /// - Throws: 401 `invalid_token` with `WWW-Authenticate: Bearer error="invalid_token"` when
  ///   the token is unknown, expired or revoked.
  func authenticate(_ accessToken: String) throws(APIFailure) -> (String, Int64) {
    let row = try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT f.account_id, f.id, a.expires_at, f.revoked_at IS NOT NULL
        FROM access_tokens a JOIN token_families f ON f.id = a.family_id
        WHERE a.token_hash = ?1
        """, [.text(Self.digest(accessToken))]
      ).first
    }
    guard let row, let accountID = try? row.string(0), let family = try? row.int(1),
      let expiresAt = try? row.double(2), (try? row.int(3)) == 0,
      now.timeIntervalSince1970 < expiresAt
    else {
      throw APIFailure(
        status: .unauthorized, code: "invalid_token",
        message: "The access token is expired, revoked or unknown. Refresh it and try again.",
        headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#])
    }
    return (accountID, Int64(family))
  }

  /// `GET /v1/me`.
  func profile(of accountID: String) throws(APIFailure) -> JSONValue {
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      guard
        let row = try connection.query(
          """
          SELECT id, display_name, email, phone_number, onboarding_step
          FROM accounts WHERE id = ?1
          """, [.text(accountID)]
        ).first
      else {
        throw SQLiteError(kind: .other, code: 0, message: "account \(accountID) vanished")
      }
      return .object([
        .init("id", .string(try row.string(0))),
        .init("display_name", .string(try row.string(1))),
        .init("email", .string(try row.string(2))),
        .init("phone_number", .string(try row.optionalString(3))),
        .init("onboarding_step", .string(try row.string(4))),
      ])
    }
  }

  /// `PUT /v1/me/phone-number` with an E.164 number.
  func setPhoneNumber(_ e164: String, of accountID: String) throws(APIFailure) -> JSONValue {
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        "UPDATE accounts SET phone_number = ?2 WHERE id = ?1", [.text(accountID), .text(e164)])
    }
    return try profile(of: accountID)
  }

  /// `PUT /v1/me/onboarding`.
  func setOnboardingStep(_ step: OnboardingStep, of accountID: String) throws(APIFailure)
    -> JSONValue
  {
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        "UPDATE accounts SET onboarding_step = ?2 WHERE id = ?1",
        [.text(accountID), .text(step.rawValue)])
    }
    return try profile(of: accountID)
  }

  private func issueTokens(family: Int64) throws(SQLiteError) -> TokenPair {
    let accessToken = makeToken()
    let refreshToken = makeToken()
    let lifetime = tokenLifetime.components
    let seconds = Double(lifetime.seconds) + Double(lifetime.attoseconds) / 1e18
    try connection.query(
      "INSERT INTO access_tokens (token_hash, family_id, expires_at) VALUES (?1, ?2, ?3)",
      [
        .text(Self.digest(accessToken)), .integer(family),
        .real(now.timeIntervalSince1970 + seconds),
      ]
    )
    try connection.query(
      "INSERT INTO refresh_tokens (token_hash, family_id) VALUES (?1, ?2)",
      [.text(Self.digest(refreshToken)), .integer(family)])
    return TokenPair(
      accessToken: accessToken, refreshToken: refreshToken,
      expiresIn: Int(seconds.rounded(.up)))
  }

  private func revoke(family: Int64) throws(SQLiteError) {
    try connection.query(
      "UPDATE token_families SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL",
      [.integer(family), .real(now.timeIntervalSince1970)])
  }

  private func makeToken() -> String {
    Base64URL.encode(randomness.bytes(count: 32))
  }

  /// The stored form of a token: its SHA-256 in lower-case hex.
  static func digest(_ token: String) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in SHA256.hash(Array(token.utf8)) {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
