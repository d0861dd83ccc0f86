extension ProgrammeBuilder {
  /// A day as the programme keeps it.
  struct Day {
    /// Its number in the programme: the feed's index, unless the feed's indices are not in date
    /// order (then the days are numbered from 1 by date).
    var number: Int
    /// Its index in the feed, which errors and warnings name.
    var index: Int
    var date: FeedTime.CivilDate
    var events: [FeedDocument.Event]
  }

  /// The feed's days in date order (two on one date in index order).
  ///
  /// When the indices are not in date order (day 1 dated after day 2), the days are numbered
  /// from 1 by date, with a warning.
  /// - Throws: no days, a day without an index or with one that is not a positive whole number
  ///   (`0` and `-1` too), two days with one index, a day without a date, with one that does
  ///   not parse or with one outside 1970 to 2200.
  static func days(
    of document: FeedDocument, warnings: inout [FeedWarning]
  ) throws(ScheduleFeedError) -> [Day] {
    guard !document.days.isEmpty else { throw .missing("days") }
    var days: [Day] = []
    var indices: Set<Int> = []
    for day in document.days {
      guard let indexText = day.index.map(trimmed) else {
        throw .dayWithoutIndex(position: day.position)
      }
      guard let index = Int(indexText), index > 0 else {
        throw .invalidDayIndex(position: day.position, index: indexText)
      }
      guard indices.insert(index).inserted else { throw .duplicateDay(index) }
      guard let dateText = day.date.map(trimmed), !dateText.isEmpty else {
        throw .dayWithoutDate(day: index)
      }
      guard let date = FeedTime.date(from: dateText[...]) else {
        throw .invalidDayDate(day: index, date: dateText)
      }
      guard
        (FeedTime.earliestDate.daysSinceEpoch...FeedTime.latestDate.daysSinceEpoch)
          ~= date.daysSinceEpoch
      else { throw .dayDateOutOfRange(day: index, date: dateText) }
      days.append(Day(number: index, index: index, date: date, events: day.events))
    }
    days.sort { ($0.date.daysSinceEpoch, $0.index) < ($1.date.daysSinceEpoch, $1.index) }
    if let (earlier, later) = zip(days, days.dropFirst()).first(where: { $0.index > $1.index }) {
      warnings.append(
        FeedWarning(
          description: "the days are not numbered in date order (day \(earlier.index), "
            + "\(earlier.date.text), comes before day \(later.index), \(later.date.text)): "
            + "they are numbered from 1 by date"))
      for position in days.indices { days[position].number = position + 1 }
    }
    return days
  }
}
