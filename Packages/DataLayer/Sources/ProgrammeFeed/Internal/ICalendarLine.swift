/// One content line of an iCalendar document (RFC 5545 3.1), unfolded and decoded:
/// `NAME;PARAM=value,"quoted value":value`.
///
/// Read as real exporters write it, not only as the RFC says: physical lines end in CR LF, LF,
/// CR or CR CR LF; a line starting with a space or a tab continues the one before (that one
/// character dropped), wherever the fold falls: at 75 octets, at 75 characters, or inside a
/// UTF-8 sequence, since folded lines are joined as bytes and only then decoded. A line that is
/// neither a continuation nor a property (`NAME:` or `NAME;`), such as a description's line
/// break written raw, continues the one before after a line break. Blank lines are skipped.
struct ICalendarLine: Equatable {
  /// The property's name in upper case: `DTSTART`, `X-WR-CALNAME`, `BEGIN`.
  var name: String
  /// The parameters, by name in upper case, each with its values (quotes removed, RFC 6868's
  /// `^n`, `^'` and `^^` decoded); a parameter given twice keeps its first values.
  var parameters: [String: [String]]
  /// The value as written: escapes are undone by whoever knows the value's type
  /// (`ICalendarValue.text(_:)`).
  var value: String

  /// A line of `name` (in upper case), `parameters` and `value`.
  init(name: String, parameters: [String: [String]] = [:], value: String) {
    self.name = name
    self.parameters = parameters
    self.value = value
  }

  /// The first value of parameter `name` (in upper case), `nil` when absent or empty.
  func parameter(_ name: String) -> String? {
    guard let value = parameters[name]?.first, !value.isEmpty else { return nil }
    return value
  }

  /// The content lines of the document in `bytes`, from `start`.
  ///
  /// - Throws: `.notUTF8` when an unfolded line is not valid UTF-8.
  static func lines(
    of bytes: UnsafeRawBufferPointer, from start: Int
  ) throws(ProgrammeFeedError) -> [ICalendarLine] {
    // Unfold first, so that a property's name folded across lines is whole when it is read.
    var unfolded: [[UInt8]] = []
    var index = start
    while index < bytes.count {
      var end = index
      while end < bytes.count, bytes[end] != 0x0D, bytes[end] != 0x0A { end += 1 }
      let physical = bytes[index..<end]
      index = end
      while index < bytes.count, bytes[index] == 0x0D { index += 1 }
      if index < bytes.count, bytes[index] == 0x0A { index += 1 }
      if let first = physical.first, first == 0x20 || first == 0x09, !unfolded.isEmpty {
        unfolded[unfolded.count - 1].append(contentsOf: physical.dropFirst())
      } else if !physical.isEmpty {
        unfolded.append(Array(physical))
      }
    }
    // A line that is not a property continues the one before, after a line break.
    var lines: [ICalendarLine] = []
    var current: [UInt8] = []
    func finish() throws(ProgrammeFeedError) {
      guard !current.isEmpty else { return }
      guard let text = String(validating: current, as: UTF8.self) else { throw .notUTF8 }
      if let line = ICalendarLine(text) { lines.append(line) }
    }
    for line in unfolded {
      if startsProperty(line) || current.isEmpty {
        try finish()
        current = line
      } else {
        current.append(0x0A)
        current.append(contentsOf: line)
      }
    }
    try finish()
    return lines
  }

  /// Whether `line` starts with a name (letters, digits, `-`) followed by `:` or `;`.
  private static func startsProperty(_ line: [UInt8]) -> Bool {
    for (position, byte) in line.enumerated() {
      if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") { return position > 0 }
      guard FeedFormat.isLetter(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-")
      else { return false }
    }
    return false
  }

  /// Parses one unfolded line; `nil` when it has no name or no `:` after its parameters.
  init?(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var position = 0
    func isAt(_ scalar: Unicode.Scalar) -> Bool {
      position < scalars.count && scalars[position] == scalar
    }
    while position < scalars.count, scalars[position] != ";", scalars[position] != ":" {
      position += 1
    }
    guard position > 0, position < scalars.count else { return nil }
    name = Self.string(scalars[0..<position]).uppercased()
    parameters = [:]
    while isAt(";") {
      position += 1
      let nameStart = position
      while position < scalars.count, !"=;:".unicodeScalars.contains(scalars[position]) {
        position += 1
      }
      let parameterName = Self.string(scalars[nameStart..<position]).uppercased()
      var values: [String] = []
      if isAt("=") {
        repeat {
          position += 1
          if isAt("\"") {
            let valueStart = position + 1
            position = valueStart
            while position < scalars.count, scalars[position] != "\"" { position += 1 }
            values.append(Self.decoded(scalars[valueStart..<min(position, scalars.count)]))
            if isAt("\"") { position += 1 }
            // Anything between the closing quote and the next delimiter is not part of it.
            while position < scalars.count, !",;:".unicodeScalars.contains(scalars[position]) {
              position += 1
            }
          } else {
            let valueStart = position
            while position < scalars.count, !",;:".unicodeScalars.contains(scalars[position]) {
              position += 1
            }
            values.append(Self.decoded(scalars[valueStart..<position]))
          }
        } while isAt(",")
      }
      if parameters[parameterName] == nil { parameters[parameterName] = values }
    }
    guard isAt(":") else { return nil }
    value = Self.string(scalars[(position + 1)...])
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  /// A parameter value with RFC 6868's escapes decoded: `^n` a line break, `^'` a double
  /// quote, `^^` a caret; any other caret kept.
  private static func decoded(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    var isEscaped = false
    for scalar in scalars {
      if isEscaped {
        isEscaped = false
        switch scalar {
        case "n", "N": text.unicodeScalars.append("\n")
        case "'": text.unicodeScalars.append("\"")
        case "^": text.unicodeScalars.append("^")
        default: text.unicodeScalars.append(contentsOf: ["^", scalar])
        }
      } else if scalar == "^" {
        isEscaped = true
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    if isEscaped { text.unicodeScalars.append("^") }
    return text
  }
}
