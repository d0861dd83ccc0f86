import TerminalUI

/// A small VT100/xterm emulator for tests: applies what the app writes (cursor moves, clears,
/// erased characters, SGR styles, the alternate screen, the cursor's visibility, text) to a grid
/// of cells, so tests read the screen a person would see.
struct TerminalEmulator {
  /// Characters this terminal measures otherwise than `displayWidth`, as one with an older
  /// table or without joined emoji does: each is shown as that many `?` (none for 0), from where
  /// the cursor is, moving it as far.
  var disputedWidths: [Character: Int] = [:]
  private(set) var screen: ScreenBuffer
  private(set) var isAlternateScreen = false
  private(set) var isCursorVisible = true
  private var row = 0
  private var column = 0
  private var style = CellStyle.plain

  init(size: TerminalSize) {
    screen = ScreenBuffer(size: size)
  }

  /// The text of each row, trailing spaces removed.
  var lines: [String] { screen.lines }

  /// The screen as one string, rows joined by line breaks, trailing blank rows kept.
  var text: String { lines.joined(separator: "\n") }

  mutating func resize(to size: TerminalSize) {
    screen = ScreenBuffer(size: size)
    row = 0
    column = 0
  }

  mutating func apply(_ output: String) {
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      guard character == "\u{1B}" else {
        put(character)
        continue
      }
      guard characters.first == "[" else {
        characters = characters.dropFirst()
        continue
      }
      characters = characters.dropFirst()
      var parameters = ""
      while let next = characters.first,
        !(next.isLetter || next == "@" || next == "~")
      {
        parameters.append(next)
        characters = characters.dropFirst()
      }
      guard let final = characters.popFirst() else { return }
      control(final, parameters)
    }
  }

  private mutating func control(_ final: Character, _ parameters: String) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch final {
    case "H":
      row = max((numbers.first ?? 1), 1) - 1
      column = max((numbers.count > 1 ? numbers[1] : 1), 1) - 1
    case "J" where parameters == "2":
      screen = ScreenBuffer(size: screen.size)
    case "X":
      let count = max(numbers.first ?? 1, 1)
      for index in column..<max(column, min(column + count, screen.size.columns)) {
        screen.write(" ", row: row, column: index, style: style)
      }
    case "K":
      for index in column..<screen.size.columns {
        screen.write(" ", row: row, column: index)
      }
    case "m":
      var numbers = numbers.isEmpty ? [0] : numbers
      while !numbers.isEmpty {
        let number = numbers.removeFirst()
        switch number {
        case 0: style = .plain
        case 1: style.isBold = true
        case 2: style.isDim = true
        case 4: style.isUnderlined = true
        case 7: style.isInverse = true
        case 30...37: style.foreground = CellStyle.Color(rawValue: UInt8(number - 30))
        case 38 where numbers.first == 2 && numbers.count >= 4:
          style.trueColor = CellStyle.TrueColor(
            red: UInt8(clamping: numbers[1]), green: UInt8(clamping: numbers[2]),
            blue: UInt8(clamping: numbers[3]))
          numbers.removeFirst(4)
        case 39:
          style.foreground = nil
          style.trueColor = nil
        default: break
        }
      }
    case "h", "l":
      if parameters == "?1049" {
        isAlternateScreen = final == "h"
        screen = ScreenBuffer(size: screen.size)
      }
      if parameters == "?25" { isCursorVisible = final == "h" }
    default:
      break
    }
  }

  private mutating func put(_ character: Character) {
    switch character {
    case "\r": column = 0
    case "\n": row = min(row + 1, screen.size.rows - 1)
    default:
      guard row < screen.size.rows, column < screen.size.columns else { return }
      let shown = disputedWidths[character].map { String(repeating: "?", count: $0) }
      column += screen.write(shown ?? String(character), row: row, column: column, style: style)
    }
  }
}
