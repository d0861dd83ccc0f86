import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Credential")
struct CredentialTests {
  static let credential = Credential(
    accessToken: AccessToken("secret-access"),
    refreshToken: RefreshToken("secret-refresh"),
    expiresAt: Date(timeIntervalSince1970: 1_700_000_000)
  )

  @Test("descriptions, debug descriptions and dumps never contain the token text")
  func redaction() {
    var dumped = ""
    dump(Self.credential, to: &dumped)
    let renderings = [
      "\(Self.credential)", String(reflecting: Self.credential), dumped,
      "\(Self.credential.accessToken)", String(reflecting: Self.credential.refreshToken),
    ]

    #expect(renderings.allSatisfy { !$0.contains("secret") })
    #expect(
      "\(Self.credential)"
        == "Credential(accessToken: <redacted>, refreshToken: <redacted>, "
        + "expiresAt: 2023-11-14T22:13:20Z)")
  }
}
