import Foundation

/// Base64url without padding (RFC 4648, section 5), the form of tokens and salts.
enum Base64URL {
  /// The encoded text.
  static func encode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// The decoded bytes, or `nil` when `text` is not base64url.
  static func decode(_ text: String) -> [UInt8]? {
    var base64 = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    base64.append(String(repeating: "=", count: (4 - base64.count % 4) % 4))
    return Data(base64Encoded: base64).map { Array($0) }
  }
}
