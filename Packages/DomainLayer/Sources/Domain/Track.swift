/// A thread of the programme (for example `Architecture`); sessions of one track share a room.
///
/// Track names are matched case-insensitively: `architecture` selects `Architecture`. A track
/// has a colour where the programme gives one (pretalx and c3voc `schedule.json` do).
public struct Track: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// A colour as red, green and blue, each 0 to 255.
  public struct Color: Sendable, Hashable {
    /// Red, 0 to 255.
    public let red: UInt8
    /// Green, 0 to 255.
    public let green: UInt8
    /// Blue, 0 to 255.
    public let blue: UInt8

    /// Creates a colour from its parts.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// Reads `#rrggbb` (any case); `nil` for anything else.
    public init?(hex: String) {
      let digits = Array(hex.utf8)
      guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
      var parts: [UInt8] = []
      for index in stride(from: 1, to: 7, by: 2) {
        guard let high = Self.value(of: digits[index]), let low = Self.value(of: digits[index + 1])
        else { return nil }
        parts.append(high * 16 + low)
      }
      self.init(red: parts[0], green: parts[1], blue: parts[2])
    }

    /// `#rrggbb`, in lower case.
    public var hex: String {
      "#"
        + [red, green, blue].map { part in
          let text = String(part, radix: 16)
          return text.count == 1 ? "0" + text : text
        }.joined()
    }

    private static func value(of digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
      default: nil
      }
    }
  }

  /// The name as the programme spells it.
  public let name: String
  /// The colour the programme gives the track; `nil` when it gives none.
  public let color: Color?

  /// Creates a track named `name`.
  ///
  /// - Parameters:
  ///   - name: The name as the programme spells it.
  ///   - color: The programme's colour for it, if any.
  public init(name: String, color: Color? = nil) {
    self.name = name
    self.color = color
  }

  /// The track's name.
  public var description: String {
    name
  }

  /// Whether `name` names this track, ignoring case and surrounding white space.
  public func isNamed(_ name: String) -> Bool {
    self.name.lowercased() == name.trimmingWhitespace().lowercased()
  }

  /// Orders tracks by name, ignoring case.
  public static func < (lhs: Track, rhs: Track) -> Bool {
    (lhs.name.lowercased(), lhs.name) < (rhs.name.lowercased(), rhs.name)
  }
}
