import Foundation
import ViewModel

/// How headings name a time zone: `Asia/Tokyo, UTC+09:00` (the offset in force at an instant),
/// and the zone chosen with `--tz` beside the conference's.
enum ZoneLabel {
  /// `Asia/Tokyo, UTC+09:00` for `timeZone` at `instant`; a zone that is only an offset (the
  /// `GMT+0900` of a session read alone) as `UTC+09:00`, and UTC as `UTC`.
  static func text(_ timeZone: TimeZone, at instant: Date) -> String {
    ConferenceTimeFormatter(timeZone: timeZone).zoneLabel(at: instant)
  }

  /// The conference's zone as above, or, when `display` chose another one, both:
  /// `times in Europe/Paris, UTC+01:00; the conference is in Asia/Tokyo, UTC+09:00`.
  static func text(
    conference: TimeZone, display: DisplayZone, at instant: Date
  ) -> String {
    guard display.differs(from: conference) else { return text(conference, at: instant) }
    return "times in \(text(display.zone(conference: conference), at: instant)); "
      + "the conference is in \(text(conference, at: instant))"
  }
}
