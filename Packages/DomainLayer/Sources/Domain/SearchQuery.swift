/// Text to look for in the programme, matched loosely (see `FoldedText`): `chloe` finds
/// "Chloé", `ＳｗｉｆｔＵＩ` finds "SwiftUI", and several words are one phrase.
public struct SearchQuery: Sendable, Equatable, CustomStringConvertible {
  /// The text as typed, trimmed.
  public let text: String
  /// The text folded for comparison.
  public let folded: FoldedText

  /// Creates a query for `text`.
  ///
  /// - Throws: `TimetableError.emptyQuery` when `text` is blank.
  public init(_ text: String) throws(TimetableError) {
    let folded = FoldedText(text)
    guard !folded.isEmpty else {
      throw .emptyQuery
    }
    self.text = text.trimmingWhitespace()
    self.folded = folded
  }

  /// The fields of `session` that contain the query, in the order title, abstract, speaker;
  /// empty when none does.
  public func matchedFields(in session: Session) -> [SearchField] {
    var fields: [SearchField] = []
    if FoldedText(session.title).contains(folded) {
      fields.append(.title)
    }
    if FoldedText(session.abstract).contains(folded) {
      fields.append(.abstract)
    }
    if session.speakers.contains(where: { FoldedText($0.name).contains(folded) }) {
      fields.append(.speaker)
    }
    return fields
  }

  /// The sessions among `sessions` that match, each with the fields that matched, sorted by
  /// start, then track, then id.
  public func matches(in sessions: [Session]) -> [SessionMatch] {
    sessions.compactMap { session in
      let fields = matchedFields(in: session)
      return fields.isEmpty ? nil : SessionMatch(session: session, matchedFields: fields)
    }
    .sorted { lhs, rhs in
      (lhs.session.startsAt, lhs.session.track.name, lhs.session.id.rawValue)
        < (rhs.session.startsAt, rhs.session.track.name, rhs.session.id.rawValue)
    }
  }

  /// The text as typed.
  public var description: String {
    text
  }
}
