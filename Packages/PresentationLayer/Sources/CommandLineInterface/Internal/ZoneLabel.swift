import Foundation
import ViewModel

/// How headings name a time zone: `Asia/Tokyo, UTC+09:00` (the offset in force at an instant).
enum ZoneLabel {
  /// `Asia/Tokyo, UTC+09:00` for `timeZone` at `instant`.
  static func text(_ timeZone: TimeZone, at instant: Date) -> String {
    "\(timeZone.identifier), UTC\(ConferenceTimeFormatter(timeZone: timeZone).offset(at: instant))"
  }
}
