import Domain
import Foundation
import ViewModel

/// How `now` and `next` say where the conference stands when the instant is not a conference
/// day, and the members their `--json` documents share.
enum ConferencePhaseText {
  /// `The conference starts on 2027-03-10, in 3 days.`, `The conference ended on 2027-03-12.`
  /// or, on a day off, `No sessions today; day 2 is on 2027-03-12, in 1 day.`; empty during.
  static func sentence(for moment: ConferenceMoment) -> String {
    moment.phaseSentence
  }

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
