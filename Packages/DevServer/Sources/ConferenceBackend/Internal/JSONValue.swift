import Foundation

/// A JSON document the backend writes, with object members kept in the order given so answers
/// read like the API description.
enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// One `"name": value` pair of an object.
  struct Member: Sendable, Equatable {
    let name: String
    let value: JSONValue

    init(_ name: String, _ value: JSONValue) {
      self.name = name
      self.value = value
    }
  }

  /// `.string(value)`, or `.null` when `value` is `nil`.
  static func string(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// The UTF-8 encoded text, compact, without escaping `/` or non-ASCII characters.
  var data: Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    write(to: &bytes)
    return Data(bytes)
  }

  private func write(to bytes: inout [UInt8]) {
    switch self {
    case .null:
      bytes.append(contentsOf: "null".utf8)
    case .bool(let value):
      bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value):
      bytes.append(contentsOf: String(value).utf8)
    case .string(let value):
      Self.writeString(value, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        element.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.writeString(member.name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ value: String, to bytes: inout [UInt8]) {
    let hexDigits = Array("0123456789abcdef".utf8)
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
