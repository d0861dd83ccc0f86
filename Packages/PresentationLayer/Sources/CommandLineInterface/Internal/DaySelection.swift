import Domain

/// Which days `conf timetable` shows: today's (no `--day`), one day (`--day 2`), several
/// (`--day 1,2`) or every day (`--all`).
enum DaySelection: Equatable {
  /// The day the clock says: today's during the conference, else the first or the last.
  case today
  /// One day; its `--json` is one document.
  case one(ConferenceDay)
  /// Several days in order, without repeats; their `--json` is an array of documents.
  case several([ConferenceDay])
  /// Every day the conference has; their `--json` is an array of documents.
  case all

  /// The selection `--day` and `--all` ask for.
  ///
  /// - Throws: `UsageError` for a day that is not a plain number from 1, an empty item in a
  ///   list, or `--day` together with `--all`. Whether the conference has the day is the
  ///   programme's to say (`TimetableError.dayNotFound`).
  static func parse(day text: String?, all: Bool) throws(UsageError) -> DaySelection {
    if all {
      guard text == nil else {
        throw UsageError("'--day <n>' and '--all' cannot be used together; give one of them")
      }
      return .all
    }
    guard let text else { return .today }
    guard text.contains(",") else {
      return .one(try day(text, in: text))
    }
    var days: [ConferenceDay] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let day = try day(String(item), in: text)
      if !days.contains(day) {
        days.append(day)
      }
    }
    return .several(days.sorted())
  }

  /// The days to load, in order; empty for `.today` and `.all`.
  var days: [ConferenceDay] {
    switch self {
    case .today, .all: []
    case .one(let day): [day]
    case .several(let days): days
    }
  }

  /// Whether the selection may hold several days (its `--json` is an array).
  var isSeveral: Bool {
    switch self {
    case .today, .one: false
    case .several, .all: true
    }
  }

  /// The day `item` names, plain decimal digits only: no sign, no spaces, no other numerals.
  private static func day(_ item: String, in text: String) throws(UsageError) -> ConferenceDay {
    let reason = "give a day's number (2) or several (1,2)"
    guard !item.isEmpty, item.utf8.count <= 9, item.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(item), let day = try? ConferenceDay(number)
    else {
      throw .invalidValue(text, for: "--day <n>", reason: reason)
    }
    return day
  }
}
