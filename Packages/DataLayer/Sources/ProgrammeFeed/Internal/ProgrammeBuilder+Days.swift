extension ProgrammeBuilder {
  /// A day as the programme keeps it.
  struct Day {
    /// Its number in the programme: the feed's index, unless the feed's indices are not in date
    /// order (then the days are numbered from 1 by date).
    var number: Int
    /// Its index in the feed, which errors and warnings name.
    var index: Int
    var date: FeedTime.CivilDate
    /// The instants (seconds since the epoch) the feed says the day runs from and to, when it
    /// gives both, they read, and they make a span of at most two days around the date.
    var span: (start: Int, end: Int)?
    /// Its rooms in the order the feed lists them, as written (`FeedDocument.Day.roomOrder`).
    var roomOrder: [String]
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
  ) throws(ProgrammeFeedError) -> [Day] {
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
      days.append(
        Day(
          number: index, index: index, date: date,
          span: span(of: day, index: index, date: date, warnings: &warnings),
          roomOrder: day.roomOrder, events: day.events))
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
    // pretalx and frab end a day a minute before the next starts (`03:59` then `04:00`): a day
    // ending at most five minutes before the next one's start runs up to it, leaving no gap.
    for position in days.indices.dropLast() {
      guard let span = days[position].span, let next = days[position + 1].span,
        (1...300).contains(next.start - span.end)
      else { continue }
      days[position].span = (span.start, next.start)
    }
    return days
  }

  /// The span `day` gives (`start` and `end`); `nil` when it gives neither. A span that does
  /// not read, ends before it starts, lasts over two days or is not within a day of the date
  /// is ignored with a warning (the day change, else midnight, decides the day instead).
  private static func span(
    of day: FeedDocument.Day, index: Int, date: FeedTime.CivilDate,
    warnings: inout [FeedWarning]
  ) -> (start: Int, end: Int)? {
    let start = day.start.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
    let end = day.end.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
    guard start != nil || end != nil else { return nil }
    let midnight = date.daysSinceEpoch * 86_400
    if let start, let end, let from = FeedTime.stamp(from: start[...]),
      let to = FeedTime.stamp(from: end[...]), let fromOffset = from.offset,
      let toOffset = to.offset
    {
      let (first, last) = (from.localSeconds - fromOffset, to.localSeconds - toOffset)
      if first < last, last - first <= 2 * 86_400,
        ((midnight - 86_400)..<(midnight + 2 * 86_400)) ~= first
      {
        return (first, last)
      }
    }
    warnings.append(
      FeedWarning(
        description: "day \(index)'s start and end (\(FeedWarning.quoted(start ?? "none")) to "
          + "\(FeedWarning.quoted(end ?? "none"))) do not make a span of that day: the day "
          + "change decides its hours"))
    return nil
  }
}
