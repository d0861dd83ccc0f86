import Testing

@testable import ConferenceBackend

@Suite("SHA256 against the FIPS 180 test vectors")
struct SHA256Tests {
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map {
      String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
    }
    .joined()
  }

  @Test(
    "short messages",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
          + "klmnopqrlmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ])
  func shortMessages(message: String, digest: String) {
    #expect(Self.hex(SHA256.hash(Array(message.utf8))) == digest)
  }

  @Test("one million times 'a', fed in uneven pieces")
  func millionA() {
    var hasher = SHA256()
    var remaining = 1_000_000
    var piece = 1
    while remaining > 0 {
      let count = min(piece, remaining)
      hasher.update(repeatElement(UInt8(ascii: "a"), count: count))
      remaining -= count
      piece = piece * 3 + 1
    }
    #expect(
      Self.hex(hasher.finalize())
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
