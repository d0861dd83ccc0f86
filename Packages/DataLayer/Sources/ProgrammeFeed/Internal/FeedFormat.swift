/// What a feed's bytes are, recognised from the content (never a file name or a media type).
enum FeedFormat: Equatable {
  /// XML; `start` is the offset of its first `<` (after a byte order mark and white space).
  case xml(start: Int)
  /// JSON.
  case json

  /// Recognises `bytes`: after an optional UTF-8 byte order mark and white space, `<` is XML
  /// (but an HTML page is refused), `{` is JSON, anything else is refused.
  static func recognise(_ bytes: UnsafeRawBufferPointer) throws(ProgrammeFeedError) -> FeedFormat {
    var offset = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    while offset < bytes.count, isWhiteSpace(bytes[offset]) { offset += 1 }
    guard offset < bytes.count else { throw .notXMLOrJSON }
    switch bytes[offset] {
    case UInt8(ascii: "<"):
      if startsCaseInsensitively(bytes, at: offset, with: "<!doctype html")
        || startsCaseInsensitively(bytes, at: offset, with: "<html")
      {
        throw .htmlPage
      }
      return .xml(start: offset)
    case UInt8(ascii: "{"):
      return .json
    default:
      throw .notXMLOrJSON
    }
  }

  /// Space, tab, line feed, carriage return.
  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// An ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }

  /// Whether `bytes` hold `prefix` (ASCII, given in lower case) at `offset`, ignoring case.
  static func startsCaseInsensitively(
    _ bytes: UnsafeRawBufferPointer, at offset: Int, with prefix: StaticString
  ) -> Bool {
    guard bytes.count - offset >= prefix.utf8CodeUnitCount else { return false }
    for position in 0..<prefix.utf8CodeUnitCount {
      var byte = bytes[offset + position]
      if (65...90).contains(byte) { byte += 32 }
      guard byte == prefix.utf8Start[position] else { return false }
    }
    return true
  }
}
