/// Decodes the bytes a terminal sends in raw mode into keys.
///
/// Understands UTF-8 text, control characters, and the CSI and SS3 sequences of the arrows,
/// Home, End, Page Up and Page Down (xterm and VT100 forms). An escape that no sequence follows
/// within the same read is the Escape key; an unknown sequence is dropped whole. A sequence or a
/// UTF-8 character split across reads is kept until its end arrives (`decode` then returns the
/// keys it completes); `flush()` turns a lone pending escape into the Escape key.
///
/// Bracketed paste: everything between `ESC [200~` and `ESC [201~` is one ``Key/paste(_:)``,
/// however many reads it takes, so a pasted newline, escape or letter never acts as a key; at
/// most `maximumPasteBytes` of it are kept, the rest is read and dropped.
public struct KeyDecoder: Sendable {
  /// The most characters a ``Key/paste(_:)`` holds.
  public static let maximumPasteLength = 1_024
  /// The most bytes of a paste kept while it arrives (enough for `maximumPasteLength`
  /// characters of four bytes each).
  static let maximumPasteBytes = maximumPasteLength * 4

  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  private var pending: [UInt8] = []
  /// The paste being received, when a start marker has come and its end has not.
  private var paste: [UInt8]?

  /// Creates a decoder with nothing pending.
  public init() {}

  /// The keys `bytes` complete, in order.
  ///
  /// - Parameter bytes: What one read from the terminal returned.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        guard let consumed = continuePaste(from: index, into: &keys) else { break }
        index = consumed
        continue
      }
      if pending[index...].starts(with: Self.pasteStart) {
        paste = []
        index += Self.pasteStart.count
        continue
      }
      if pending[index] == 0x1B, Self.pasteStart.starts(with: pending[index...]),
        pending.count - index < Self.pasteStart.count, pending.count - index > 1
      {
        break  // perhaps the start of a paste, split across reads
      }
      guard let (key, length) = Self.key(at: index, in: pending) else {
        // Incomplete: a lone escape at the end of a read is the Escape key; anything else waits.
        if pending[index] == 0x1B, index == pending.count - 1 {
          keys.append(.escape)
          index += 1
          continue
        }
        break
      }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Ends a pending sequence: a lone escape becomes the Escape key, anything else is dropped.
  public mutating func flush() -> [Key] {
    defer { pending.removeAll() }
    return pending.first == 0x1B && paste == nil ? [.escape] : []
  }

  /// Takes the paste's bytes from `index` on: up to its end marker, which completes it as a
  /// ``Key/paste(_:)`` in `keys`; returns where decoding goes on, or `nil` when everything left
  /// is (or may be the start of) the end marker and more bytes are needed.
  private mutating func continuePaste(from index: Int, into keys: inout [Key]) -> Int? {
    var end = index
    while end < pending.count {
      if pending[end] == 0x1B {
        let rest = pending[end...]
        if rest.starts(with: Self.pasteEnd) {
          keep(pending[index..<end])
          keys.append(.paste(Self.text(ofPaste: paste ?? [])))
          paste = nil
          return end + Self.pasteEnd.count
        }
        if Self.pasteEnd.starts(with: rest) {
          keep(pending[index..<end])
          return end == index ? nil : end
        }
      }
      end += 1
    }
    keep(pending[index..<end])
    return end
  }

  /// Adds pasted bytes, up to the bound.
  private mutating func keep(_ bytes: ArraySlice<UInt8>) {
    guard var kept = paste else { return }
    kept.append(contentsOf: bytes.prefix(max(0, Self.maximumPasteBytes - kept.count)))
    paste = kept
  }

  /// The pasted text: line breaks and tabs as spaces, other control characters removed, at
  /// most `maximumPasteLength` characters.
  private static func text(ofPaste bytes: [UInt8]) -> String {
    var text = ""
    for character in String(decoding: bytes, as: UTF8.self) {
      guard text.count < maximumPasteLength else { break }
      if character.isNewline || character == "\t" {
        text.append(" ")
      } else if !character.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }) {
        text.append(character)
      }
    }
    return text
  }

  /// The key at `index` and how many bytes it takes; `nil` for the key when the bytes are a
  /// sequence to ignore, `nil` overall when more bytes are needed.
  private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      return escapeSequence(at: index, in: bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    default:
      return character(at: index, in: bytes)
    }
  }

  private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    guard index + 1 < bytes.count else { return nil }
    let introducer = bytes[index + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      // Escape followed by another key (Alt-key or Escape typed quickly): Escape, then the key.
      return (.escape, 1)
    }
    var end = index + 2
    // Parameters and intermediates, then one final byte in 0x40...0x7E.
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
      end += 1
    }
    guard end < bytes.count else { return nil }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let length = end - index + 1
    switch (bytes[end], parameters) {
    case (UInt8(ascii: "A"), _): return (.up, length)
    case (UInt8(ascii: "B"), _): return (.down, length)
    case (UInt8(ascii: "C"), _): return (.right, length)
    case (UInt8(ascii: "D"), _): return (.left, length)
    case (UInt8(ascii: "H"), _): return (.home, length)
    case (UInt8(ascii: "F"), _): return (.end, length)
    case (UInt8(ascii: "Z"), _): return (.backTab, length)
    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
    case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
    case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
    default: return (nil, length)
    }
  }

  private static func character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
    let byte = bytes[index]
    let length =
      switch byte {
      case 0x00..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard index + length <= bytes.count else { return nil }
    let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    guard let character = text.first, text.unicodeScalars.first != "\u{FFFD}" else {
      return (nil, 1)
    }
    return (.character(character), length)
  }
}
