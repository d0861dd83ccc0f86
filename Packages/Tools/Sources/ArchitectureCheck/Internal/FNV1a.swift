/// The 64-bit FNV-1a hash: tiny, fast and stable across runs (unlike `Hasher`), which is all a
/// cache key needs.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ bytes: [UInt8]) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
  }

  var hexDigest: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
