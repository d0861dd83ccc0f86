/// A session found by a search, with the fields the text was found in.
public struct SessionMatch: Sendable, Equatable {
  /// The session.
  public let session: Session
  /// Where the text was found, in the order title, abstract, speaker; empty when the backend
  /// matched it by a rule this client does not know.
  public let matchedFields: [SearchField]

  /// Creates a match.
  public init(session: Session, matchedFields: [SearchField]) {
    self.session = session
    self.matchedFields = matchedFields
  }
}
