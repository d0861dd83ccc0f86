/// A person presenting a session.
public struct Speaker: Sendable, Equatable, Identifiable {
  /// The speaker's identifier, for example `sp-07`.
  public let id: ID
  /// The display name.
  public let name: String
  /// Company or community, when given.
  public let affiliation: String?

  /// Creates a speaker.
  public init(id: ID, name: String, affiliation: String?) {
    self.id = id
    self.name = name
    self.affiliation = affiliation
  }
}
