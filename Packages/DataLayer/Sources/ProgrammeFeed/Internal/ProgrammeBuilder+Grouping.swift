import Foundation

extension ProgrammeBuilder {
  /// `document` with the events of a format without days (`FeedDocument.isFlat`) grouped into
  /// days: one day per date an event starts on in `zone`, numbered from 1 in date order, each
  /// holding its events in the feed's order. Any other document is returned as it is.
  ///
  /// An event whose start is outside 1970 to 2200 is left out here, with a warning; one whose
  /// `date` is missing or does not parse (or that is unreadable) goes with the first day's
  /// events, so the rules every event meets leave it out with their own warning.
  /// - Throws: `.missing("events")` when the feed lists none, else, when no event has a usable
  ///   start, the problem of the first.
  static func grouped(
    _ document: FeedDocument, in zone: TimeZone, warnings: inout [FeedWarning]
  ) throws(ProgrammeFeedError) -> FeedDocument {
    guard document.isFlat else { return document }
    var byDate: [Int: [FeedDocument.Event]] = [:]
    var unplaced: [FeedDocument.Event] = []
    var firstProblem: ProgrammeFeedError?
    let dates = FeedTime.earliestDate.daysSinceEpoch...FeedTime.latestDate.daysSinceEpoch
    for event in document.events {
      guard event.unreadable == nil, let text = nonEmpty(event.date),
        let stamp = FeedTime.stamp(from: text[...])
      else {
        unplaced.append(event)
        firstProblem = firstProblem ?? problem(of: event)
        continue
      }
      let instant =
        stamp.offset.map { stamp.localSeconds - $0 }
        ?? FeedTime.instant(ofLocalSeconds: stamp.localSeconds, in: zone)
      let local = instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
      let date = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
      guard FeedTime.instants.contains(instant), dates.contains(date) else {
        let id = nonEmpty(event.id) ?? ""
        firstProblem = firstProblem ?? .eventOutOfRange(id: id)
        let label = FeedWarning.label(ofEvent: nonEmpty(event.id), title: event.title, day: 1)
        warnings.append(.leftOut(label, because: FeedWarning.problem(of: .eventOutOfRange(id: id))))
        continue
      }
      byDate[date, default: []].append(event)
    }
    guard !byDate.isEmpty else { throw firstProblem ?? .missing("events") }
    var grouped = document
    grouped.events = []
    grouped.days = byDate.keys.sorted().enumerated().map { position, date in
      FeedDocument.Day(
        position: position + 1, index: String(position + 1),
        date: FeedTime.CivilDate(daysSinceEpoch: date).text,
        events: (byDate[date] ?? []) + (position == 0 ? unplaced : []))
    }
    return grouped
  }

  /// Why `event` has no usable start.
  private static func problem(of event: FeedDocument.Event) -> ProgrammeFeedError {
    if let unreadable = event.unreadable { return unreadable.error }
    let id = nonEmpty(event.id) ?? ""
    guard let date = nonEmpty(event.date) else { return .eventWithoutStart(id: id) }
    return .invalidDate(id: id, date: date)
  }
}
