/// A session its programme lists without a time yet (a talk accepted but not yet placed): part
/// of the conference, in no day's timetable.
public struct UnscheduledSession: Sendable, Equatable, Identifiable {
  /// The session's identifier.
  public let id: Session.ID
  /// The title.
  public let title: String
  /// The abstract, as plain text.
  public let abstract: String
  /// The track it belongs to; `nil` when the programme gives none.
  public let track: Track?
  /// The room, when the programme already names one.
  public let room: String?
  /// The speakers, in billing order.
  public let speakers: [Speaker]
  /// Its links, in the programme's order.
  public let links: [SessionLink]

  /// Creates an unscheduled session.
  ///
  /// - Parameters:
  ///   - id: The session's identifier.
  ///   - title: The title.
  ///   - abstract: The abstract, as plain text.
  ///   - track: Its track; `nil` when the programme gives none.
  ///   - room: The room, when the programme names one.
  ///   - speakers: The speakers, in billing order.
  ///   - links: Its links, in the programme's order.
  public init(
    id: Session.ID, title: String, abstract: String, track: Track?, room: String?,
    speakers: [Speaker], links: [SessionLink] = []
  ) {
    self.id = id
    self.title = title
    self.abstract = abstract
    self.track = track
    self.room = room
    self.speakers = speakers
    self.links = links
  }
}
