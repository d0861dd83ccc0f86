public import Domain

extension ConferenceMoment {
  /// Where the conference stands when the instant is not within a conference day, as
  /// `conf now`, `conf next` and the app say it: `The conference starts on 2027-03-10, in 3
  /// days.` (`…starts later today, 2027-03-10.`), `The conference ended on 2027-03-12.` or,
  /// between days, `No sessions now; day 2 is on 2027-03-12, in 1 day.` (`…day 2 starts later
  /// today, 2027-03-12.`); empty during the conference.
  public var phaseSentence: String {
    func count(_ number: Int) -> String { "\(number) day\(number == 1 ? "" : "s")" }
    switch phase {
    case .before(0):
      return "The conference starts later today, \(timetable.date)."
    case .before(let days):
      return "The conference starts on \(timetable.date), in \(count(days))."
    case .dayOff(0):
      return "No sessions now; day \(timetable.day) starts later today, \(timetable.date)."
    case .dayOff(let days):
      return "No sessions now; day \(timetable.day) is on \(timetable.date), in \(count(days))."
    case .after:
      return "The conference ended on \(timetable.date)."
    case .during:
      return ""
    }
  }
}
