/// One session together with how current it is.
public struct SessionDetail: Sendable, Equatable {
  /// The session.
  public let session: Session
  /// Whether it was just fetched or comes from a saved copy.
  public let freshness: Freshness

  /// Creates a detail.
  public init(session: Session, freshness: Freshness) {
    self.session = session
    self.freshness = freshness
  }
}
