/// The bounds of the text a programme keeps, and how text is cut to them.
///
/// Lengths count Unicode scalars, so that a character stacked with combining marks counts for
/// what it weighs; text is cut at a character boundary.
enum FeedText {
  /// The conference's title.
  static let conferenceTitle = 200
  /// The conference's acronym (its short name, typed on the command line).
  static let acronym = 64
  /// A session's title or subtitle.
  static let title = 300
  /// A room, track or kind of session.
  static let name = 100
  /// A language tag.
  static let language = 35
  /// A speaker's name, a speaker's id, a link's title.
  static let label = 200
  /// A link's address: a longer one is left out (a cut address leads nowhere).
  static let address = 2000
  /// A session's abstract.
  static let abstract = 20_000

  /// `text`, or its longest start of at most `maximum` scalars that ends at a character
  /// boundary; `isShortened` tells which.
  static func bounded(_ text: String, to maximum: Int) -> (text: String, isShortened: Bool) {
    guard text.unicodeScalars.count > maximum else { return (text, false) }
    var count = 0
    var end = text.startIndex
    for index in text.indices {
      count += text[index].unicodeScalars.count
      guard count <= maximum else { break }
      end = text.index(after: index)
    }
    return (String(text[..<end]), true)
  }

  /// Whether `text` holds a control, format (bidirectional override, zero-width) or line or
  /// paragraph separator character.
  static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      switch $0.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
  }
}
