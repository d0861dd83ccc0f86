/// A talk or workshop as the API sends it (`GET /v1/sessions/{id}`, and inside timetables).
public struct SessionEntity: Codable, Sendable, Equatable, Identifiable {
  /// The session identifier, for example `104`.
  public let id: String
  /// The title.
  public let title: String
  /// The abstract.
  public let abstract: String
  /// The conference day, from 1.
  public let day: Int
  /// Start, ISO 8601 with offset, for example `2027-03-10T10:00:00+09:00`.
  public let startsAt: String
  /// End, ISO 8601 with offset.
  public let endsAt: String
  /// The track name, for example `Architecture`.
  public let track: String
  /// The room name.
  public let room: String
  /// `beginner`, `intermediate` or `advanced`.
  public let level: String
  /// The language of the talk as a BCP 47 tag, for example `en` or `ja`.
  public let language: String
  /// The speakers, in billing order.
  public let speakers: [SpeakerEntity]

  /// Creates a session.
  public init(
    id: String, title: String, abstract: String, day: Int, startsAt: String, endsAt: String,
    track: String, room: String, level: String, language: String, speakers: [SpeakerEntity]
  ) {
    self.id = id
    self.title = title
    self.abstract = abstract
    self.day = day
    self.startsAt = startsAt
    self.endsAt = endsAt
    self.track = track
    self.room = room
    self.level = level
    self.language = language
    self.speakers = speakers
  }

  enum CodingKeys: String, CodingKey {
    case id, title, abstract, day, track, room, level, language, speakers
    case startsAt = "starts_at"
    case endsAt = "ends_at"
  }
}
