/// A session the programme lists without a time yet (a fortee talk without `starts_at`, a
/// Sessionize session or an Indico contribution not yet placed): not in any day's timetable,
/// but part of the conference.
public struct UnscheduledSessionEntity: Codable, Sendable, Equatable, Identifiable {
  /// The session identifier, for example `104`.
  public let id: String
  /// The title.
  public let title: String
  /// The abstract, as plain text (paragraphs separated by a blank line).
  public let abstract: String
  /// The track name; empty when not given.
  public let track: String
  /// The room, when the programme already names one.
  public let room: String?
  /// The speakers, in billing order.
  public let speakers: [SpeakerEntity]
  /// Its links, in the programme's order; `nil` for none.
  public let links: [SessionLinkEntity]?

  /// Creates an unscheduled session.
  ///
  /// - Parameters:
  ///   - id: The session identifier.
  ///   - title: The title.
  ///   - abstract: The abstract, as plain text.
  ///   - track: The track name; empty when not given.
  ///   - room: The room, when the programme names one.
  ///   - speakers: The speakers, in billing order.
  ///   - links: Its links in the programme's order; `nil` for none.
  public init(
    id: String, title: String, abstract: String, track: String, room: String?,
    speakers: [SpeakerEntity], links: [SessionLinkEntity]? = nil
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
