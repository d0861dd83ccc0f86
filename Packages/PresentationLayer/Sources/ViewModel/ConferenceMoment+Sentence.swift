public import Domain

extension ConferenceMoment {
  /// Where the conference stands when the instant is not a conference day, as `conf now`,
  /// `conf next` and the app say it: `The conference starts on 2027-03-10, in 3 days.`,
  /// `The conference ended on 2027-03-12.` or, on a day off, `No sessions today; day 2 is on
  /// 2027-03-12, in 1 day.`; empty during the conference.
  public var phaseSentence: String {
    func count(_ number: Int) -> String { "\(number) day\(number == 1 ? "" : "s")" }
    switch phase {
    case .before(let days):
      return "The conference starts on \(timetable.date), in \(count(days))."
    case .dayOff(let days):
      return "No sessions today; day \(timetable.day) is on \(timetable.date), in \(count(days))."
    case .after:
      return "The conference ended on \(timetable.date)."
    case .during:
      return ""
    }
  }
}
