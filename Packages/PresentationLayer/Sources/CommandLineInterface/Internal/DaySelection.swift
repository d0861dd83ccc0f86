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

  /// A `--day <n>` option: one day's number (2), read as `.one`, or several (1,2), read as
  /// `.several`.
  static func option(help: String) -> Option<DaySelection> {
    Option(
      name: "day", shortName: "d", valueName: "n", help: help, completion: .days, convert: parse)
  }

  /// A `--day <n>` option that takes one day's number (2); a list of them (1,2) is refused
  /// as `give one day's number`.
  static func oneDayOption(help: String) -> Option<ConferenceDay> {
    Option(
      name: "day", shortName: "d", valueName: "n", help: help, completion: .days
    ) { text, label throws(UsageError) in
      guard case .one(let day) = try parse(text, for: label) else {
        throw .invalidValue(text, for: label, reason: "give one day's number")
      }
      return day
    }
  }

  /// The selection `day` and, when the command has it, `all` ask for in `arguments`.
  ///
  /// - Throws: `UsageError` for `--day` together with `--all`, or a `--day` value that is not
  ///   a day's number or a list of them.
  static func read(
    _ day: Option<DaySelection>, all: Flag? = nil, from arguments: ParsedArguments
  ) throws(UsageError) -> DaySelection {
    if let all, arguments[all] {
      guard !arguments.contains(day) else {
        throw UsageError("'--day <n>' and '--all' cannot be used together; give one of them")
      }
      return .all
    }
    return try arguments[day] ?? .today
  }

  /// The days `text` names: one, or several separated by commas, sorted without repeats.
  ///
  /// - Throws: `UsageError` naming `label` for a day that is not a plain number from 1, or an
  ///   empty item in a list. Whether the conference has the day is the programme's to say
  ///   (`TimetableError.dayNotFound`).
  private static func parse(_ text: String, for label: String) throws(UsageError)
    -> DaySelection
  {
    guard text.contains(",") else {
      return .one(try day(text, in: text, for: label))
    }
    var days: [ConferenceDay] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let day = try day(String(item), in: text, for: label)
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
  private static func day(
    _ item: String, in text: String, for label: String
  ) throws(UsageError) -> ConferenceDay {
    let reason = "give a day's number (2) or several (1,2)"
    guard !item.isEmpty, item.utf8.count <= 9, item.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(item), let day = try? ConferenceDay(number)
    else {
      throw .invalidValue(text, for: label, reason: reason)
    }
    return day
  }
}
