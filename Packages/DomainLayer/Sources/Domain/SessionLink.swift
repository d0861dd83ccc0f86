/// A page a session links to: its recording, slides, feedback form, chat room…
public struct SessionLink: Sendable, Equatable {
  /// What the link is, as the programme labels it, for example `Slides`.
  public let title: String
  /// The address, as the programme gives it.
  public let address: String

  /// Creates a link.
  public init(title: String, address: String) {
    self.title = title
    self.address = address
  }
}
