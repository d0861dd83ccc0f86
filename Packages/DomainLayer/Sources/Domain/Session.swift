public import Foundation

/// A talk, workshop or any other event on the programme.
public struct Session: Sendable, Equatable, Identifiable {
  /// The session's identifier, for example `104`.
  public let id: ID
  /// The title.
  public let title: String
  /// The subtitle, when the programme gives one.
  public let subtitle: String?
  /// The abstract, as plain text.
  public let abstract: String
  /// The conference day it takes place on.
  public let day: ConferenceDay
  /// When it starts.
  public let startsAt: Date
  /// When it ends; never before `startsAt`.
  public let endsAt: Date
  /// The time zone its times are shown in: the conference's.
  public let timeZone: TimeZone
  /// The track it belongs to.
  public let track: Track
  /// The room.
  public let room: String
  /// The expected prior knowledge; `nil` where the programme has no levels.
  public let level: SessionLevel?
  /// The kind of event as the programme names it (`talk`, `workshop`, `lightning talk`…);
  /// `nil` when not given.
  public let kind: String?
  /// The language of the talk as a BCP 47 tag, for example `en` or `ja`; empty when not given.
  public let language: String
  /// The speakers, in billing order.
  public let speakers: [Speaker]
  /// Its links (recording, slides, feedback, chat…), in the programme's order.
  public let links: [SessionLink]
  /// Whether it was cancelled (it stays on the programme, marked).
  public let isCancelled: Bool

  /// Creates a session.
  public init(
    id: ID, title: String, subtitle: String? = nil, abstract: String, day: ConferenceDay,
    startsAt: Date, endsAt: Date, timeZone: TimeZone, track: Track, room: String,
    level: SessionLevel?, kind: String? = nil, language: String, speakers: [Speaker],
    links: [SessionLink] = [], isCancelled: Bool = false
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.abstract = abstract
    self.day = day
    self.startsAt = startsAt
    self.endsAt = endsAt
    self.timeZone = timeZone
    self.track = track
    self.room = room
    self.level = level
    self.kind = kind
    self.language = language
    self.speakers = speakers
    self.links = links
    self.isCancelled = isCancelled
  }
}
