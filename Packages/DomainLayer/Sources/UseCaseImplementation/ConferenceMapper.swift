public import Domain
public import Entity
import Foundation

/// Turns a `ConferenceEntity` into a domain `Conference`.
///
/// Malformed input (no days, a day number below 1 or repeated, an unreadable date, an unknown
/// time zone, an unreadable day change) throws `TimetableError.connectivity(.incompatible)`
/// naming the field; it never traps.
public struct ConferenceMapper: Sendable {
  /// Creates a mapper.
  public init() {}

  /// The conference `entity` describes, its days in number order.
  ///
  /// - Throws: `TimetableError.connectivity(.incompatible(reason:))` for malformed input.
  public func conference(from entity: ConferenceEntity) throws(TimetableError) -> Conference {
    guard let timeZone = TimeZone(identifier: entity.timeZone) else {
      throw incompatible("an unknown time zone '\(entity.timeZone)'")
    }
    guard !entity.days.isEmpty else {
      throw incompatible("no days")
    }
    var days: [Conference.Day] = []
    for dayEntity in entity.days.sorted(by: { $0.day < $1.day }) {
      guard let day = try? ConferenceDay(dayEntity.day),
        days.last.map({ $0.day < day }) ?? true
      else {
        throw incompatible("a day numbered \(dayEntity.day)")
      }
      guard let date = CalendarDate(dayEntity.date) else {
        throw incompatible("an unreadable date '\(dayEntity.date)' for day \(dayEntity.day)")
      }
      days.append(Conference.Day(day: day, date: date, span: span(of: dayEntity)))
    }
    return Conference(
      title: entity.title, acronym: entity.acronym, timeZone: timeZone,
      dayChangeMinutes: try minutes(entity.dayChange), days: days,
      unscheduled: try (entity.unscheduled ?? []).map(unscheduledSession(from:)))
  }

  /// The unscheduled session `entity` describes; an empty track is none, an empty room none.
  ///
  /// - Throws: `TimetableError.connectivity(.incompatible(reason:))` when it has no id.
  private func unscheduledSession(
    from entity: UnscheduledSessionEntity
  ) throws(TimetableError) -> UnscheduledSession {
    guard !entity.id.isEmpty else {
      throw incompatible("an unscheduled session without an id")
    }
    return UnscheduledSession(
      id: Session.ID(rawValue: entity.id), title: entity.title, abstract: entity.abstract,
      track: entity.track.isEmpty ? nil : Track(name: entity.track),
      room: entity.room.flatMap { $0.isEmpty ? nil : $0 },
      speakers: entity.speakers.map {
        Speaker(id: Speaker.ID(rawValue: $0.id), name: $0.name, affiliation: $0.affiliation)
      },
      links: (entity.links ?? []).map { SessionLink(title: $0.title, address: $0.url) })
  }

  /// `HH:MM` (or `HH:MM:SS`) as minutes after midnight; 0 for `nil`.
  /// The span a day's programme gives, when it gives a start and an end that read and the end
  /// is after the start by at most two days; otherwise the conference's rule applies.
  private func span(of day: ConferenceDayEntity) -> Range<Date>? {
    guard let startText = day.start, let endText = day.end,
      let start = ISO8601Timestamp(startText)?.date,
      let end = ISO8601Timestamp(endText)?.date,
      start < end, end.timeIntervalSince(start) <= 2 * 86_400
    else { return nil }
    return start..<end
  }

  private func minutes(_ text: String?) throws(TimetableError) -> Int {
    guard let text else { return 0 }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), let hours = Int(parts[0]), let minutes = Int(parts[1]),
      (0..<24).contains(hours), (0..<60).contains(minutes)
    else {
      throw incompatible("an unreadable day change '\(text)'")
    }
    return hours * 60 + minutes
  }

  private func incompatible(_ field: String) -> TimetableError {
    .connectivity(.incompatible(reason: "the conference's description has \(field)"))
  }
}
