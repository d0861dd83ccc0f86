import HTTPTypes

/// The access log: one line per request on standard error, `METHOD PATH STATUS`.
///
/// Never headers, query values or bodies: they carry tokens, passwords and search text. The
/// path is decoded, so it is escaped: a client must not be able to forge log lines or send
/// escape sequences to the terminal reading the log.
enum AccessLog {
  /// The log line for `request` and its answer, without the newline.
  static func line(for request: HTTPRequest, status: HTTPStatus) -> String {
    "\(escape(request.method.rawValue)) \(escape(request.path)) \(status.rawValue)"
  }

  /// `text` with everything that is not printable shown as an escape: `\n`, `\r`, `\t`, `\\`
  /// for a backslash, `\x20` for a space (a space would make the line ambiguous), `\xHH` for
  /// other C0 and C1 controls and DEL (ESC is `\x1B`), and `\u{HHHH}` for invisible format
  /// characters such as bidirectional overrides. Other text, non-ASCII letters included, stays.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x5C: escaped += "\\\\"
      case 0x0A: escaped += "\\n"
      case 0x0D: escaped += "\\r"
      case 0x09: escaped += "\\t"
      case 0x00...0x20, 0x7F...0x9F:
        escaped += "\\x" + hex(scalar.value, digits: 2)
      default:
        if scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          escaped += "\\u{" + hex(scalar.value, digits: 4) + "}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
