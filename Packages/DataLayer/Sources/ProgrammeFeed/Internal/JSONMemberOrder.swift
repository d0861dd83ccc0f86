import Foundation

/// The names of a JSON document's object members in the order the document writes them, which
/// `JSONDecoder` does not keep (its keyed containers are dictionaries): a c3voc
/// `schedule.json` without `conference.rooms` orders its rooms only by the members of each
/// day's `rooms`.
///
/// A scan of the bytes that descends only along a path and skips every other value without
/// recursion, so its cost is linear in the size of the data and its depth bounded by the path.
/// It reads a document `JSONDecoder` has accepted; on anything it does not expect it gives up
/// (`nil`) rather than guess.
struct JSONMemberOrder {
  /// One step of a path from the document's root.
  enum Step: Equatable {
    /// The member of that name (the first, should the object repeat it).
    case member(String)
    /// Every element of an array.
    case element
  }

  private let bytes: [UInt8]
  private var offset = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The names of the members of each object `path` leads to, in document order: one list per
  /// element where the path has `.element` (an empty one where an element has no such object),
  /// so a path may hold `.element` once; `nil` when the bytes do not scan.
  static func names(at path: [Step], in data: Data) -> [[String]]? {
    var scan = JSONMemberOrder(bytes: Array(data))
    var found: [[String]] = []
    guard scan.collect(path[...], into: &found) else { return nil }
    return found
  }

  /// Walks the value at `offset` along `path`, adding what it finds to `found`; `false` when
  /// the bytes do not scan.
  private mutating func collect(_ path: ArraySlice<Step>, into found: inout [[String]]) -> Bool {
    skipSpace()
    guard let step = path.first else {
      guard next == UInt8(ascii: "{") else { return skipValue() }
      var names: [String] = []
      let isScanned = members { scan, name in
        names.append(name)
        return scan.skipValue()
      }
      found.append(names)
      return isScanned
    }
    switch step {
    case .member(let wanted):
      guard next == UInt8(ascii: "{") else { return skipValue() }
      var isMet = false
      return members { scan, name in
        guard name == wanted, !isMet else { return scan.skipValue() }
        isMet = true
        return scan.collect(path.dropFirst(), into: &found)
      }
    case .element:
      guard next == UInt8(ascii: "[") else { return skipValue() }
      offset += 1
      skipSpace()
      if next == UInt8(ascii: "]") {
        offset += 1
        return true
      }
      while true {
        let count = found.count
        guard collect(path.dropFirst(), into: &found) else { return false }
        if found.count == count { found.append([]) }
        skipSpace()
        switch next {
        case UInt8(ascii: ","): offset += 1
        case UInt8(ascii: "]"):
          offset += 1
          return true
        default: return false
        }
      }
    }
  }

  /// Reads the object at `offset` (its `{` next), calling `value` with each member's name when
  /// the member's value is next; `false` when the bytes do not scan or `value` says so.
  private mutating func members(_ value: (inout JSONMemberOrder, String) -> Bool) -> Bool {
    offset += 1
    skipSpace()
    if next == UInt8(ascii: "}") {
      offset += 1
      return true
    }
    while true {
      skipSpace()
      guard let name = string() else { return false }
      skipSpace()
      guard next == UInt8(ascii: ":") else { return false }
      offset += 1
      skipSpace()
      guard value(&self, name) else { return false }
      skipSpace()
      switch next {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return true
      default: return false
      }
    }
  }

  /// Skips the value at `offset`, nested ones counted rather than recursed into.
  private mutating func skipValue() -> Bool {
    var depth = 0
    repeat {
      skipSpace()
      guard let byte = next else { return false }
      switch byte {
      case UInt8(ascii: "\""):
        guard skipString() else { return false }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        offset += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return false }
        depth -= 1
        offset += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        guard depth > 0 else { return false }
        offset += 1
      default:
        // A number, `true`, `false` or `null`: up to the next delimiter.
        let start = offset
        while let byte = next, !Self.delimiters.contains(byte) { offset += 1 }
        guard offset > start else { return false }
      }
    } while depth > 0
    return true
  }

  /// Skips the string at `offset` (its `"` next) without decoding it.
  private mutating func skipString() -> Bool {
    offset += 1
    while let byte = next {
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return true
      case UInt8(ascii: "\\"): offset += 1
      default: continue
      }
    }
    return false
  }

  /// Reads the string at `offset` (its `"` next), escapes decoded.
  private mutating func string() -> String? {
    guard next == UInt8(ascii: "\"") else { return nil }
    offset += 1
    var text: [UInt8] = []
    while let byte = next {
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escaped = next else { return nil }
        offset += 1
        switch escaped {
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          guard var unit = hexUnit() else { return nil }
          if (0xD800..<0xDC00).contains(unit), bytes[offset...].starts(with: [0x5C, 0x75]) {
            let mark = offset
            offset += 2
            if let low = hexUnit(), (0xDC00..<0xE000).contains(low) {
              unit = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
            } else {
              offset = mark
            }
          }
          text.append(contentsOf: String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8)
        default: text.append(escaped)
        }
      default:
        text.append(byte)
      }
    }
    return nil
  }

  /// The four hexadecimal digits at `offset` as a number.
  private mutating func hexUnit() -> UInt32? {
    guard offset + 4 <= bytes.count,
      let unit = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { return nil }
    offset += 4
    return unit
  }

  private mutating func skipSpace() {
    while let byte = next, Self.spaces.contains(byte) { offset += 1 }
  }

  /// The byte at `offset`, `nil` at the end.
  private var next: UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private static let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
  private static let delimiters: Set<UInt8> = [
    0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"),
    UInt8(ascii: "}"),
  ]
}
