/// A speaker as the API sends it.
public struct SpeakerEntity: Codable, Sendable, Equatable, Identifiable {
  /// The speaker's identifier, for example `sp-07`.
  public let id: String
  /// The display name.
  public let name: String
  /// Company or community, when given.
  public let affiliation: String?

  /// Creates a speaker.
  public init(id: String, name: String, affiliation: String?) {
    self.id = id
    self.name = name
    self.affiliation = affiliation
  }
}
