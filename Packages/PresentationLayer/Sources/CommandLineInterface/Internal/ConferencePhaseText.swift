import Domain
import Foundation
import ViewModel

/// The members the `--json` documents of `now` and `next` share (where the conference stands
/// in words is `ConferenceMoment.phaseSentence`).
enum ConferencePhaseText {
  /// `now`, `phase`, `day`, `date`, `time_zone`, `days_until_start`, `days_since_end`,
  /// `source` and `saved_at` of `moment` (schema in docs/cli.md).
  static func json(_ moment: ConferenceMoment) -> [String: JSONValue] {
    let timetable = moment.timetable
    let formatter = ConferenceTimeFormatter(timeZone: timetable.timeZone)
    var members = JSONValue.provenance(of: timetable.freshness, timeZone: timetable.timeZone)
    members["now"] = .string(formatter.timestamp(of: moment.instant))
    members["day"] = .number(timetable.day.number)
    members["date"] = .string(timetable.date.description)
    members["time_zone"] = .string(timetable.timeZone.identifier)
    var daysUntil: Int?
    var daysSince: Int?
    switch moment.phase {
    case .before(let days):
      members["phase"] = .string("before")
      daysUntil = days
    case .during:
      members["phase"] = .string("during")
    case .dayOff(let days):
      members["phase"] = .string("day_off")
      daysUntil = days
    case .after(let days):
      members["phase"] = .string("after")
      daysSince = days
    }
    members["days_until"] = daysUntil.map(JSONValue.number) ?? .null
    members["days_since_end"] = daysSince.map(JSONValue.number) ?? .null
    return members
  }

}
