import Foundation
import TokenAuthentication

/// The credential file's JSON, format 1:
/// `{"version": 1, "access_token": "...", "refresh_token": "...", "expires_at": 821234567.25}`.
///
/// `expires_at` is seconds since Foundation's reference date (2001-01-01T00:00:00Z), the number
/// `Date` itself holds, so a credential reads back exactly equal to the one saved: the token
/// wrapper compares the stored credential with the one it started from to notice that another
/// process has refreshed. Missing or `null` means "expiry unknown".
struct StoredCredential: Codable {
  /// The format this version writes and reads.
  static let currentVersion = 1

  /// Only the version, read first so a newer format is not reported as damage.
  struct VersionProbe: Decodable {
    let version: Int
  }

  let version: Int
  let accessToken: String
  let refreshToken: String
  let expiresAt: Double?

  init(_ credential: Credential) {
    version = Self.currentVersion
    accessToken = credential.accessToken.rawValue
    refreshToken = credential.refreshToken.rawValue
    expiresAt = credential.expiresAt?.timeIntervalSinceReferenceDate
  }

  /// Why the stored tokens cannot be sent, naming the field but never its value: a token must
  /// be non-empty printable ASCII without spaces (it goes into an HTTP header or a JSON body);
  /// `nil` when both can.
  var malformedField: String? {
    for (name, token) in [("access_token", accessToken), ("refresh_token", refreshToken)] {
      if token.isEmpty {
        return "`\(name)` is empty"
      }
      if !token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) {
        return "`\(name)` holds characters a token cannot have"
      }
    }
    return nil
  }

  var credential: Credential {
    Credential(
      accessToken: AccessToken(accessToken),
      refreshToken: RefreshToken(refreshToken),
      expiresAt: expiresAt.map { Date(timeIntervalSinceReferenceDate: $0) })
  }

  enum CodingKeys: String, CodingKey {
    case version
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
    case expiresAt = "expires_at"
  }
}
