extension Character {
  /// How many terminal cells the character takes: 2 for wide East Asian characters and most
  /// emoji, 0 for a combining mark or a control, else 1.
  var cellWidth: Int {
    // ASCII, most of any programme, without the Unicode property lookup below.
    if let ascii = asciiValue { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
    guard let scalar = unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark
      || scalar.properties.generalCategory == .enclosingMark
    {
      return 0
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}

extension String {
  /// How many terminal cells the string takes.
  var cellWidth: Int {
    reduce(0) { $0 + $1.cellWidth }
  }
}
