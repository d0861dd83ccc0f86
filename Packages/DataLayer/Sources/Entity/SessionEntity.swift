/// A talk, workshop or any other event of the programme as the API sends it
/// (`GET /v1/sessions/{id}`, and inside timetables); a schedule feed's events are read into the
/// same shape.
public struct SessionEntity: Codable, Sendable, Equatable, Identifiable {
  /// The session identifier, for example `104`.
  public let id: String
  /// The title.
  public let title: String
  /// The subtitle, when the programme gives one.
  public let subtitle: String?
  /// The abstract, as plain text (paragraphs separated by a blank line).
  public let abstract: String
  /// The conference day, from 1.
  public let day: Int
  /// Start, ISO 8601 with offset, for example `2027-03-10T10:00:00+09:00`.
  public let startsAt: String
  /// End, ISO 8601 with offset.
  public let endsAt: String
  /// The track name, for example `Architecture`.
  public let track: String
  /// The track's colour as the programme gives it, `#rrggbb`; `nil` when it gives none.
  public let trackColor: String?
  /// The room name.
  public let room: String
  /// `beginner`, `intermediate` or `advanced`; `nil` where the programme has no levels.
  public let level: String?
  /// The kind of event as the programme names it, for example `talk`, `workshop` or
  /// `lightning talk`; `nil` when not given.
  public let kind: String?
  /// The language of the talk as a BCP 47 tag, for example `en` or `ja`; empty when not given.
  public let language: String
  /// The speakers, in billing order.
  public let speakers: [SpeakerEntity]
  /// Its links (recording, slides, feedback, chat…), in the programme's order; `nil` for none.
  public let links: [SessionLinkEntity]?
  /// Whether it was cancelled (it stays on the programme, marked); `nil` means no.
  public let isCancelled: Bool?

  /// Creates a session.
  public init(
    id: String, title: String, subtitle: String? = nil, abstract: String, day: Int,
    startsAt: String, endsAt: String, track: String, trackColor: String? = nil, room: String,
    level: String?,
    kind: String? = nil, language: String, speakers: [SpeakerEntity],
    links: [SessionLinkEntity]? = nil, isCancelled: Bool? = nil
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.abstract = abstract
    self.day = day
    self.startsAt = startsAt
    self.endsAt = endsAt
    self.track = track
    self.trackColor = trackColor
    self.room = room
    self.level = level
    self.kind = kind
    self.language = language
    self.speakers = speakers
    self.links = links
    self.isCancelled = isCancelled
  }

  enum CodingKeys: String, CodingKey {
    case id, title, subtitle, abstract, day, track, room, level, kind, language, speakers, links
    case isCancelled = "is_cancelled"
    case trackColor = "track_color"
    case startsAt = "starts_at"
    case endsAt = "ends_at"
  }
}
