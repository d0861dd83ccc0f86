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
    let grant = TokenGrant(
      accessToken: AccessToken("secret-access"),
      refreshToken: RefreshToken("secret-refresh"),
      expiresIn: .seconds(60))
    let renderings = [
      "\(Self.credential)", String(reflecting: Self.credential), dumped,
      "\(Self.credential.accessToken)", String(reflecting: Self.credential.refreshToken),
      "\(grant)",
    ]

    #expect(renderings.allSatisfy { !$0.contains("secret") })
    #expect(
      "\(Self.credential)"
        == "Credential(accessToken: <redacted>, refreshToken: <redacted>, "
        + "expiresAt: 2023-11-14T22:13:20Z)")
  }

  @Test("a grant's expiry is measured from local receipt, and a missing refresh token is kept")
  func credentialFromGrant() {
    let receivedAt = Date(timeIntervalSince1970: 2_000_000_000)
    let grant = TokenGrant(
      accessToken: AccessToken("t1"), refreshToken: nil, expiresIn: .seconds(90))

    #expect(
      Credential(grant, replacing: Self.credential, receivedAt: receivedAt)
        == Credential(
          accessToken: AccessToken("t1"),
          refreshToken: RefreshToken("secret-refresh"),
          expiresAt: receivedAt.addingTimeInterval(90)))
  }
}
