/// A part of a session that search looks at.
public enum SearchField: String, Sendable, CaseIterable, Comparable {
  /// The title.
  case title
  /// The abstract.
  case abstract
  /// A speaker's name.
  case speaker

  /// Orders fields as a session shows them: title, abstract, speaker.
  public static func < (lhs: SearchField, rhs: SearchField) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
