import Foundation

extension ProgrammeBuilder {
  /// The programme's time zone and its name: the caller's, else the feed's, else (the feed
  /// names none, or one this system does not know, with a warning) a fixed zone at the most
  /// common UTC offset its events' dates give (ties: the offset met first), named `GMT±HHMM`.
  ///
  /// - Throws: `.unknownTimeZone` for a caller's name this system does not know, or a feed's
  ///   when no event gives an offset; `.noTimeZone` when there is no name and no offset.
  static func timeZone(
    of document: FeedDocument, override: String?, warnings: inout [FeedWarning]
  ) throws(ProgrammeFeedError) -> (name: String, zone: TimeZone) {
    if let name = override.map(trimmed), !name.isEmpty {
      guard let zone = TimeZone(identifier: name) else { throw .unknownTimeZone(name) }
      return (name, zone)
    }
    if let name = document.timeZoneName.map(trimmed), !name.isEmpty {
      if let zone = TimeZone(identifier: name) { return (name, zone) }
      guard let offset = offsetZone(of: document) else { throw .unknownTimeZone(name) }
      warnings.append(
        FeedWarning(
          description: "the schedule's time zone \(FeedWarning.quoted(name)) is unknown: "
            + "times are shown at \(offset.name), the UTC offset its events give"))
      return (offset.name, offset.zone)
    }
    guard let offset = offsetZone(of: document) else { throw .noTimeZone }
    if offset.offsets > 1, let zone = zoneKeepingEveryOffset(of: document) {
      warnings.append(
        FeedWarning(
          description: "the schedule names no time zone: its events' \(offset.offsets) UTC "
            + "offsets are \(zone)'s, whose times are shown (conference add --time-zone names "
            + "the zone)"))
      if let found = TimeZone(identifier: zone) { return (zone, found) }
    }
    let given =
      offset.offsets == 1
      ? "the UTC offset its events give"
      : "the most common of the \(offset.offsets) UTC offsets its events give"
    warnings.append(
      FeedWarning(
        description: "the schedule names no time zone: times are shown at \(offset.name), "
          + "\(given) (conference add --time-zone names the zone)"))
    return (offset.name, offset.zone)
  }

  /// The zones tried first for a programme whose events give several offsets (a change to or
  /// from summer time during the conference), in the order a conference is likeliest to be in
  /// one; then every zone the system knows, by name.
  static let likelyZones = [
    "Europe/Berlin", "Europe/London", "Europe/Brussels", "Europe/Paris", "Europe/Amsterdam",
    "Europe/Helsinki", "America/New_York", "America/Chicago", "America/Denver",
    "America/Los_Angeles", "America/Sao_Paulo", "Australia/Sydney", "Australia/Melbourne",
    "Pacific/Auckland",
  ]

  /// A zone in which every event's date has the UTC offset the feed gives it, when the events
  /// give several: times are then shown at the offsets the feed gives, summer and winter.
  /// `nil` when no zone this system knows has them all.
  private static func zoneKeepingEveryOffset(of document: FeedDocument) -> String? {
    var stamps: [(instant: Int, offset: Int)] = []
    for events in document.days.map(\.events) + [document.events] {
      for event in events where event.unreadable == nil {
        guard let text = nonEmpty(event.date), let stamp = FeedTime.stamp(from: text[...]),
          let offset = stamp.offset
        else { continue }
        stamps.append((stamp.localSeconds - offset, offset))
      }
    }
    let candidates =
      likelyZones
      + TimeZone.knownTimeZoneIdentifiers.sorted().filter {
        !likelyZones.contains($0)
      }
    return candidates.first { name in
      guard let zone = TimeZone(identifier: name) else { return false }
      return stamps.allSatisfy { stamp in
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(stamp.instant)))
          == stamp.offset
      }
    }
  }

  /// The fixed zone at the most common offset of the events' dates, with how many different
  /// offsets they give; `nil` when none has one.
  private static func offsetZone(
    of document: FeedDocument
  ) -> (name: String, zone: TimeZone, offsets: Int)? {
    var counts: [Int: Int] = [:]
    var order: [Int] = []
    for events in document.days.map(\.events) + [document.events] {
      for event in events where event.unreadable == nil {
        guard let text = nonEmpty(event.date),
          let offset = FeedTime.stamp(from: text[...])?.offset
        else { continue }
        if counts[offset] == nil { order.append(offset) }
        counts[offset, default: 0] += 1
      }
    }
    let ranked = order.enumerated().sorted { first, second in
      (-counts[first.element, default: 0], first.offset)
        < (-counts[second.element, default: 0], second.offset)
    }
    for offset in ranked.map(\.element) {
      let magnitude = abs(offset) / 60
      let name =
        "GMT" + (offset < 0 ? "-" : "+") + digits(magnitude / 60) + digits(magnitude % 60)
      if let zone = TimeZone(identifier: name) { return (name, zone, order.count) }
    }
    return nil
  }

  private static func digits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
