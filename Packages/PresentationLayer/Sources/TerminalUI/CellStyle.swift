/// How a cell of the screen is drawn: weight, emphasis and color.
///
/// The renderer writes a style as one SGR sequence; `plain` is the terminal's default look.
/// Colors are the eight basic ANSI ones, so every terminal shows them, or a 24-bit one
/// (`trueColor`, a track's own colour on a terminal that says it shows them); both are dropped
/// when `NO_COLOR` is set (see `ScreenBuffer.usesColor`).
public struct CellStyle: Sendable, Hashable {
  /// One of the eight basic ANSI colors.
  public enum Color: UInt8, Sendable, Hashable {
    /// ANSI black (30).
    case black = 0
    /// ANSI red (31).
    case red
    /// ANSI green (32).
    case green
    /// ANSI yellow (33).
    case yellow
    /// ANSI blue (34).
    case blue
    /// ANSI magenta (35).
    case magenta
    /// ANSI cyan (36).
    case cyan
    /// ANSI white (37).
    case white
  }

  /// A colour as red, green and blue (SGR `38;2`), for a terminal that shows 24-bit colour.
  public struct TrueColor: Sendable, Hashable {
    /// Red, 0 to 255.
    public let red: UInt8
    /// Green, 0 to 255.
    public let green: UInt8
    /// Blue, 0 to 255.
    public let blue: UInt8

    /// Creates a colour from its parts.
    ///
    /// - Parameters:
    ///   - red: Red, 0 to 255.
    ///   - green: Green, 0 to 255.
    ///   - blue: Blue, 0 to 255.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }
  }

  /// Bold (or bright) text.
  public var isBold: Bool
  /// Faint text, for secondary information.
  public var isDim: Bool
  /// Underlined text.
  public var isUnderlined: Bool
  /// Foreground and background swapped: the selected row, the active tab.
  public var isInverse: Bool
  /// The text color, or `nil` for the terminal's default.
  public var foreground: Color?
  /// A 24-bit text color, which takes the place of `foreground`; `nil` for none.
  public var trueColor: TrueColor?

  /// Creates a style; every attribute is off by default.
  public init(
    isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false,
    isInverse: Bool = false, foreground: Color? = nil, trueColor: TrueColor? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isInverse = isInverse
    self.foreground = foreground
    self.trueColor = trueColor
  }

  /// The terminal's default look.
  public static let plain = CellStyle()
  /// Bold text.
  public static let bold = CellStyle(isBold: true)
  /// Faint text.
  public static let dim = CellStyle(isDim: true)
  /// Reversed colors.
  public static let inverse = CellStyle(isInverse: true)

  /// The same style without its color.
  public var withoutColor: CellStyle {
    var style = self
    style.foreground = nil
    style.trueColor = nil
    return style
  }

  /// The SGR parameters that set this style from the default, for example `1;7` (bold,
  /// inverse); empty for `plain`.
  var parameters: [String] {
    var parameters: [String] = []
    if isBold { parameters.append("1") }
    if isDim { parameters.append("2") }
    if isUnderlined { parameters.append("4") }
    if isInverse { parameters.append("7") }
    if let trueColor {
      parameters.append("38;2;\(trueColor.red);\(trueColor.green);\(trueColor.blue)")
    } else if let foreground {
      parameters.append(String(30 + Int(foreground.rawValue)))
    }
    return parameters
  }
}
