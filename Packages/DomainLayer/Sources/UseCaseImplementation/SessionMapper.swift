public import Domain
public import Entity
public import Foundation

/// Turns a `SessionEntity` from the API into a domain `Session`.
///
/// Malformed input (an unreadable timestamp, a day number below 1, an end before the start) throws `TimetableError.connectivity(.incompatible)` naming the session and the
/// field; it never traps.
public struct SessionMapper: Sendable {
  /// Creates a mapper.
  public init() {}

  /// The session that `entity` describes, with its times shown in `timeZone`.
  ///
  /// When `timeZone` is `nil`, the session's times are shown at the UTC offset its start time
  /// was written with (the API writes times in the conference's offset).
  /// - Throws: `TimetableError.connectivity(.incompatible(reason:))` for malformed input.
  public func session(
    from entity: SessionEntity, timeZone: TimeZone? = nil
  ) throws(TimetableError) -> Session {
    guard !entity.id.isEmpty else {
      throw .connectivity(.incompatible(reason: "a session without an id was received"))
    }
    guard let start = ISO8601Timestamp(entity.startsAt) else {
      throw malformed(entity, "start time '\(entity.startsAt)'")
    }
    guard let end = ISO8601Timestamp(entity.endsAt) else {
      throw malformed(entity, "end time '\(entity.endsAt)'")
    }
    guard end.date >= start.date else {
      throw malformed(entity, "end time '\(entity.endsAt)', which is before its start")
    }
    let day: ConferenceDay
    do {
      day = try ConferenceDay(entity.day)
    } catch {
      throw malformed(entity, "day number \(entity.day)")
    }
    let zone = timeZone ?? TimeZone(secondsFromGMT: start.secondsFromGMT) ?? .gmt
    return Session(
      id: Session.ID(rawValue: entity.id),
      title: entity.title,
      subtitle: entity.subtitle.flatMap { $0.isEmpty ? nil : $0 },
      abstract: entity.abstract,
      day: day,
      startsAt: start.date,
      endsAt: end.date,
      timeZone: zone,
      track: Track(name: entity.track, color: entity.trackColor.flatMap(Track.Color.init(hex:))),
      room: entity.room,
      level: entity.level.flatMap { $0.isEmpty ? nil : SessionLevel(name: $0) },
      kind: entity.kind.flatMap { $0.isEmpty ? nil : $0 },
      language: entity.language,
      speakers: entity.speakers.map {
        Speaker(id: Speaker.ID(rawValue: $0.id), name: $0.name, affiliation: $0.affiliation)
      },
      links: (entity.links ?? []).map { SessionLink(title: $0.title, address: $0.url) },
      isCancelled: entity.isCancelled ?? false
    )
  }

  /// The time zone a list of session entities was written in: the offset of the first one that
  /// has a readable start time, or `nil`.
  public func timeZone(ofFirstIn entities: [SessionEntity]) -> TimeZone? {
    entities.lazy
      .compactMap { ISO8601Timestamp($0.startsAt) }
      .compactMap { TimeZone(secondsFromGMT: $0.secondsFromGMT) }
      .first
  }

  private func malformed(_ entity: SessionEntity, _ field: String) -> TimetableError {
    .connectivity(.incompatible(reason: "session '\(entity.id)' has an unreadable \(field)"))
  }
}
