/// What a feed's bytes are, recognised from the content (never a file name or a media type).
enum FeedFormat: Equatable {
  /// XML: a `<schedule>` (pentabarf, frab, pretalx) or, by its root element, pentabarf-style
  /// xCal (`xcal`); `start` is the offset of its first `<` (after a byte order mark and white
  /// space).
  case xml(start: Int, xcal: Bool)
  /// JSON; which programme it holds is told by its top-level members (`JSONProgramme`).
  case json
  /// iCalendar (RFC 5545); `start` is the offset of its `BEGIN:VCALENDAR`.
  case iCalendar(start: Int)

  /// Recognises `bytes`. After an optional UTF-8 byte order mark and white space,
  /// `BEGIN:VCALENDAR` (in any case) is iCalendar, whose UTF-8 is checked once its folded
  /// lines are joined (a fold may split a character); anything else must be UTF-8, and then `<`
  /// is XML (but an HTML page is refused; its prolog is checked by `XMLProlog`, and a root
  /// element named `iCalendar` or `vcalendar`, with any prefix and in any case, is xCal), `{` is
  /// JSON, anything else is refused.
  static func recognise(_ bytes: UnsafeRawBufferPointer) throws(ProgrammeFeedError) -> FeedFormat {
    var offset = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    while offset < bytes.count, isWhiteSpace(bytes[offset]) { offset += 1 }
    if startsCaseInsensitively(bytes, at: offset, with: "begin:vcalendar", unfolding: true) {
      return .iCalendar(start: offset)
    }
    guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
    guard offset < bytes.count else { throw .notXMLOrJSON }
    switch bytes[offset] {
    case UInt8(ascii: "<"):
      if startsCaseInsensitively(bytes, at: offset, with: "<!doctype html")
        || startsCaseInsensitively(bytes, at: offset, with: "<html")
      {
        throw .htmlPage
      }
      let root = try XMLProlog.check(bytes, from: offset)
      let name = root.split(separator: ":").last.map { $0.lowercased() } ?? ""
      return .xml(start: offset, xcal: name == "icalendar" || name == "vcalendar")
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

  /// Whether `bytes` hold `prefix` (ASCII, given in lower case) at `offset`, ignoring case;
  /// with `unfolding`, an iCalendar fold (line ends, then a space or a tab) may come anywhere
  /// inside it.
  static func startsCaseInsensitively(
    _ bytes: UnsafeRawBufferPointer, at offset: Int, with prefix: StaticString,
    unfolding: Bool = false
  ) -> Bool {
    var index = offset
    for position in 0..<prefix.utf8CodeUnitCount {
      if unfolding, position > 0 {
        var next = index
        while next < bytes.count, bytes[next] == 0x0D || bytes[next] == 0x0A { next += 1 }
        if next > index, next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 {
          index = next + 1
        }
      }
      guard index < bytes.count else { return false }
      var byte = bytes[index]
      if (65...90).contains(byte) { byte += 32 }
      guard byte == prefix.utf8Start[position] else { return false }
      index += 1
    }
    return true
  }
}
