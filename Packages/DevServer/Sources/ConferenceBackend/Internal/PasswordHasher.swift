/// Salted password hashes: PBKDF2 with HMAC-SHA-256 (RFC 8018), stored as
/// `pbkdf2-sha256$<iterations>$<salt, base64url>$<hash, base64url>`.
///
/// The iteration count is modest (a dev server's demo accounts, hashed by a debug build in
/// tests); each stored hash carries its own count, so it can grow without invalidating old ones.
enum PasswordHasher {
  /// The iteration count for new hashes.
  static let iterations = 1_000

  /// A well-formed hash no password of any account matches (of `conf-server dummy password`,
  /// salt 00 01 … 0f, `iterations` rounds). A login for an unknown email is checked against it,
  /// so it costs the same PBKDF2 work as a wrong password for a known one and the answer time
  /// does not tell which emails have accounts.
  static let dummyHash =
    "pbkdf2-sha256$1000$AAECAwQFBgcICQoLDA0ODw$VMyECvr0fVqhYy3SV-xLxqp5P3PhuBnY65nvKHbK08c"

  /// The stored form of `password` with `salt`.
  static func makeHash(password: String, salt: [UInt8], iterations: Int = iterations) -> String {
    let derived = pbkdf2(
      password: Array(password.utf8), salt: salt, iterations: iterations,
      length: SHA256.digestSize)
    return "pbkdf2-sha256$\(iterations)$\(Base64URL.encode(salt))$\(Base64URL.encode(derived))"
  }

  /// `true` when `password` matches `stored`; compares in constant time.
  static func verify(password: String, against stored: String) -> Bool {
    let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "pbkdf2-sha256", let iterations = Int(parts[1]),
      iterations > 0, let salt = Base64URL.decode(String(parts[2])),
      let expected = Base64URL.decode(String(parts[3]))
    else { return false }
    let derived = pbkdf2(
      password: Array(password.utf8), salt: salt, iterations: iterations, length: expected.count)
    return zip(derived, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
      && derived.count == expected.count
  }

  /// HMAC-SHA-256 (RFC 2104) of `message` with `key`.
  static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
    let keyed = KeyedHMAC(key: key)
    return keyed.authenticate(message)
  }

  /// PBKDF2-HMAC-SHA-256 (RFC 8018, section 5.2).
  static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
    let keyed = KeyedHMAC(key: password)
    var output: [UInt8] = []
    var blockIndex: UInt32 = 1
    while output.count < length {
      let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex >> (24 - 8 * $0)) }
      var block = keyed.authenticate(salt + indexBytes)
      var accumulated = block
      for _ in 1..<max(iterations, 1) {
        block = keyed.authenticate(block)
        for index in accumulated.indices {
          accumulated[index] ^= block[index]
        }
      }
      output.append(contentsOf: accumulated)
      blockIndex += 1
    }
    return Array(output.prefix(length))
  }
}

/// HMAC-SHA-256 with the key's inner and outer pads absorbed once and reused.
private struct KeyedHMAC {
  private let inner: SHA256
  private let outer: SHA256

  init(key: [UInt8]) {
    var block = key.count > SHA256.blockSize ? SHA256.hash(key) : key
    block.append(contentsOf: repeatElement(0, count: SHA256.blockSize - block.count))
    var inner = SHA256()
    inner.update(block.map { $0 ^ 0x36 })
    var outer = SHA256()
    outer.update(block.map { $0 ^ 0x5c })
    self.inner = inner
    self.outer = outer
  }

  func authenticate(_ message: [UInt8]) -> [UInt8] {
    var innerHash = inner
    innerHash.update(message)
    var outerHash = outer
    outerHash.update(innerHash.finalize())
    return outerHash.finalize()
  }
}
