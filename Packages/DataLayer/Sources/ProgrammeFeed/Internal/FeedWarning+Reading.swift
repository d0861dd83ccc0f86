import Foundation

/// The warnings the reader writes, in one voice: what they are about, then what happened.
extension FeedWarning {
  /// How a warning names an event: `event 12 ('Keynote')`, `event 12` without a title, or
  /// `an event of day 1 ('Keynote')` when its id is missing or unusable. Values are quoted at
  /// most 40 characters long, control characters replaced.
  static func label(ofEvent id: String?, title: String?, day: Int) -> String {
    let title = title.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
    let titled = title.isEmpty ? "" : " (\(ProgrammeFeedError.quoted(title, length: 40)))"
    guard let id else { return "an event of day \(day)\(titled)" }
    return "event \(ProgrammeFeedError.quoted(id, marks: "", length: 40))\(titled)"
  }

  /// `event 12 ('Keynote') is left out: its duration '1h' does not parse`.
  static func leftOut(_ label: String, because problem: String) -> FeedWarning {
    FeedWarning(description: "\(label) is left out: \(problem)")
  }

  /// `event 12 ('Keynote') is in room 'Annex', which the programme does not list; it is kept
  /// there` (or `event 12 ('Keynote') and 3 more are in room …; they are kept there`): events
  /// in a room missing from the programme's list of rooms.
  static func unlistedRoom(_ room: String, first label: String, count: Int) -> FeedWarning {
    let quoted = ProgrammeFeedError.quoted(room, length: 40)
    let events = count == 1 ? "\(label) is" : "\(label) and \(count - 1) more are"
    return FeedWarning(
      description: "\(events) in room \(quoted), which the programme does not list; "
        + (count == 1 ? "it is" : "they are") + " kept there")
  }

  /// `event 12 ('Keynote') has no time yet and is listed as unscheduled`: a talk a programme
  /// lists without a time (fortee's, Sessionize's and Indico's unscheduled ones).
  static func unscheduled(id: String?, title: String?) -> FeedWarning {
    FeedWarning(
      description: "\(label(ofEvent: id, title: title, day: 1)) has no time yet and is listed "
        + "as unscheduled")
  }

  /// `event 12 ('Keynote'): its duration '999:59' is longer than a day and is cut to 24:00`,
  /// several repairs joined by `; `.
  static func repaired(_ label: String, _ repairs: [String]) -> FeedWarning {
    FeedWarning(description: "\(label): \(repairs.joined(separator: "; "))")
  }

  /// The problem an event-level error names, as the second half of a `leftOut` warning.
  static func problem(of error: ProgrammeFeedError) -> String {
    switch error {
    case .eventWithoutID: "it has no id"
    case .eventIDTooLong(_, let length):
      "its id is \(length) characters long (at most \(ProgrammeFeedReader.maximumIDLength))"
    case .eventIDWithControlCharacters: "its id holds control characters"
    case .eventWithoutStart: "it has no start"
    case .eventWithoutDuration: "it has no duration"
    case .invalidStart(_, let start): "its start \(quoted(start)) does not parse"
    case .invalidDate(_, let date): "its date \(quoted(date)) does not parse"
    case .invalidDuration(_, let duration): "its duration \(quoted(duration)) does not parse"
    case .invalidEnd(_, let end):
      "it has no duration, and its end \(quoted(end)) does not parse or is before its start"
    case .eventOutOfRange: "it starts or ends outside the years 1970 to 2200"
    case .eventOutsideDay(_, let day, let date):
      "it starts more than a day away from its day \(day) (\(date))"
    case .duplicateEvent: "an event with its id and no guid starts at the same time"
    case .duplicateGUID(let guid, let earlier):
      "its guid \(quoted(guid)) is event \(quoted(earlier))'s too"
    default: error.description
    }
  }

  /// `'value'`, at most 40 characters.
  static func quoted(_ value: String) -> String {
    ProgrammeFeedError.quoted(value, length: 40)
  }
}
