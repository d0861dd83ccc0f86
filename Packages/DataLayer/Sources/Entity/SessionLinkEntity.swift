/// A link a session carries: its recording, slides, feedback form, chat room or any other page.
public struct SessionLinkEntity: Codable, Sendable, Equatable {
  /// What the link is, as the programme labels it, for example `Slides` or `Video recording`.
  public let title: String
  /// The address, as given (`https://…`).
  public let url: String

  /// Creates a link.
  public init(title: String, url: String) {
    self.title = title
    self.url = url
  }
}
