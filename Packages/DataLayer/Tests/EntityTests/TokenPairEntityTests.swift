import Entity
import Testing

struct TokenPairEntityTests {
  private static let pair = TokenPairEntity(
    accessToken: "at-SECRET", refreshToken: "rt-SECRET", tokenType: "Bearer", expiresIn: 900)

  @Test func decodesAndEncodesTheAPIShape() throws {
    let json =
      #"{"access_token":"at-SECRET","expires_in":900,"refresh_token":"rt-SECRET","token_type":"Bearer"}"#

    #expect(try decode(TokenPairEntity.self, from: json) == Self.pair)
    #expect(try canonicalJSON(Self.pair) == json)
  }

  @Test func neverPrintsTheTokens() {
    #expect(renderings(of: Self.pair).filter { $0.contains("SECRET") } == [])
    #expect(
      Self.pair.description
        == "TokenPairEntity(access_token: <redacted>, refresh_token: <redacted>, "
        + "token_type: Bearer, expires_in: 900)")
  }
}
