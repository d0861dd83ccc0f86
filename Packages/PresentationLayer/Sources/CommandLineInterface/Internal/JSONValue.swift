import ViewModel

/// A JSON document, written the one stable way `--json` promises: keys sorted, two-space
/// indentation, `null` written out, non-ASCII text as UTF-8.
///
/// Controls (C0, DEL, C1), the bidirectional controls, the line and paragraph separators
/// (U+2028, U+2029) and the byte order mark (U+FEFF) are written as `\uXXXX` escapes: JSON
/// allows most of them raw, but a terminal showing the document or a JavaScript parser reading
/// it would act on them, and some JSON parsers drop a raw byte order mark.
package enum JSONValue: Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case number(Int)
  /// Text.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; its keys are written sorted.
  case object([String: JSONValue])

  /// A string, or `null` for `nil`.
  package static func optional(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  /// The document as text, ending in a line break.
  package var rendered: String {
    var text = ""
    write(to: &text, indentation: 0)
    return text + "\n"
  }

  private func write(to text: inout String, indentation: Int) {
    let inner = String(repeating: " ", count: indentation + 2)
    let outer = String(repeating: " ", count: indentation)
    switch self {
    case .null:
      text += "null"
    case .bool(let value):
      text += value ? "true" : "false"
    case .number(let value):
      text += String(value)
    case .string(let value):
      text += Self.quoted(value)
    case .array(let values) where values.isEmpty:
      text += "[]"
    case .array(let values):
      text += "[\n"
      for (index, value) in values.enumerated() {
        text += inner
        value.write(to: &text, indentation: indentation + 2)
        text += index == values.count - 1 ? "\n" : ",\n"
      }
      text += outer + "]"
    case .object(let members) where members.isEmpty:
      text += "{}"
    case .object(let members):
      text += "{\n"
      let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        text += inner + Self.quoted(key) + ": "
        members[key, default: .null].write(to: &text, indentation: indentation + 2)
        text += index == keys.count - 1 ? "\n" : ",\n"
      }
      text += outer + "}"
    }
  }

  private static func quoted(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _
      where scalar.isUnsafeForTerminal || ["\u{2028}", "\u{2029}", "\u{FEFF}"].contains(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: false)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
