public import Foundation

/// A talk or workshop on the programme.
public struct Session: Sendable, Equatable, Identifiable {
  /// The session's identifier, for example `104`.
  public let id: ID
  /// The title.
  public let title: String
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
  /// The expected prior knowledge.
  public let level: SessionLevel
  /// The language of the talk as a BCP 47 tag, for example `en` or `ja`.
  public let language: String
  /// The speakers, in billing order.
  public let speakers: [Speaker]

  /// Creates a session.
  public init(
    id: ID, title: String, abstract: String, day: ConferenceDay, startsAt: Date, endsAt: Date,
    timeZone: TimeZone, track: Track, room: String, level: SessionLevel, language: String,
    speakers: [Speaker]
  ) {
    self.id = id
    self.title = title
    self.abstract = abstract
    self.day = day
    self.startsAt = startsAt
    self.endsAt = endsAt
    self.timeZone = timeZone
    self.track = track
    self.room = room
    self.level = level
    self.language = language
    self.speakers = speakers
  }
}
