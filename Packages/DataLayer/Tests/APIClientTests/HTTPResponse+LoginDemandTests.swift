import APIClient
import HTTPTypes
import Testing

struct HTTPResponseLoginDemandTests {
  @Test(
    "a 401 names the scheme its challenge asks for",
    arguments: [
      (#"Basic realm="programme""#, "the server asks for a login (HTTP Basic authentication)"),
      (#"Digest realm="x", nonce="n""#, "the server asks for a login (HTTP Digest authentication)"),
      ("Negotiate", "the server asks for a login (HTTP Negotiate authentication)"),
      ("", "the server asks for a login (401 Unauthorized)"),
    ])
  func aServerChallengeIsNamed(challenge: String, expected: String) {
    let response = HTTPResponse(status: .unauthorized, headers: ["WWW-Authenticate": challenge])
    #expect(response.loginDemand == expected)
  }

  @Test("only a 401 or a 407 asks for a login")
  func otherStatusesAskForNone() {
    for status in [200, 302, 400, 403, 404, 500] {
      let response = HTTPResponse(
        status: HTTPStatus(rawValue: status), headers: ["WWW-Authenticate": "Basic"])
      #expect(response.loginDemand == nil, "status \(status)")
    }
  }

  @Test("a challenge's scheme is quoted only when it is a plain word, whatever the header holds")
  func aSchemeIsQuotedOnlyWhenPlain() {
    // The property: the words are one of two shapes, and a scheme is quoted exactly when it is
    // 1-24 letters, digits, `-` or `_`.
    var random = SplitMix64(seed: 2026)
    let alphabet = Array("Basic-_09 ,=\"\u{1B}[31m\r\n\u{202E}é")
    for _ in 0..<500 {
      let length = Int(random.next() % 40)
      let header = String(
        (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      let response = HTTPResponse(status: .unauthorized, headers: ["WWW-Authenticate": header])
      let name =
        header.split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init) ?? ""
      let isPlain =
        (1...24).contains(name.count)
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
      let expected =
        isPlain
        ? "the server asks for a login (HTTP \(name) authentication)"
        : "the server asks for a login (401 Unauthorized)"
      #expect(response.loginDemand == expected, "header \(header.debugDescription)")
    }
  }
}

/// A small seeded generator (SplitMix64), so that a failing case can be run again.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
