import Testing

@testable import ConferenceBackend

@Suite("PasswordHasher: HMAC-SHA-256 and PBKDF2 vectors, salted hashes")
struct PasswordHasherTests {
  @Test(
    "HMAC-SHA-256 matches RFC 4231",
    arguments: [
      (
        [UInt8](repeating: 0x0b, count: 20), "Hi There",
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        Array("Jefe".utf8), "what do ya want for nothing?",
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        [UInt8](repeating: 0xaa, count: 131),
        "Test Using Larger Than Block-Size Key - Hash Key First",
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
    ])
  func hmac(key: [UInt8], message: String, expected: String) {
    #expect(
      SHA256Tests.hex(PasswordHasher.hmac(key: key, message: Array(message.utf8))) == expected)
  }

  @Test("PBKDF2-HMAC-SHA-256 matches RFC 7914 and the common 4096-iteration vector")
  func pbkdf2() {
    let results = [
      PasswordHasher.pbkdf2(
        password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64),
      PasswordHasher.pbkdf2(
        password: Array("password".utf8), salt: Array("salt".utf8), iterations: 4096,
        length: 32),
    ].map(SHA256Tests.hex)
    #expect(
      results == [
        "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
          + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783",
        "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a",
      ])
  }

  @Test("a stored hash verifies its password only")
  func verify() {
    let stored = PasswordHasher.makeHash(
      password: "analytical-engine", salt: Array("0123456789abcdef".utf8), iterations: 10)
    #expect(stored.hasPrefix("pbkdf2-sha256$10$MDEyMzQ1Njc4OWFiY2RlZg$"))
    #expect(
      [
        PasswordHasher.verify(password: "analytical-engine", against: stored),
        PasswordHasher.verify(password: "analytical-engine ", against: stored),
        PasswordHasher.verify(password: "", against: stored),
        PasswordHasher.verify(password: "analytical-engine", against: "plain"),
      ] == [true, false, false, false])
  }
}
