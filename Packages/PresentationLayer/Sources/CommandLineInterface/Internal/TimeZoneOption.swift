import Foundation

/// `--tz <zone>`: show times in another time zone than the conference's (also `CONF_TZ`).
package enum TimeZoneOption {
  /// The option, for the configurations of the commands that show times; its value is
  /// refused unless `zone(named:)` knows it, naming the zone meant when one is close.
  package static let definition = Option(
    name: "tz", valueName: "zone",
    help: "Show times in this time zone (an IANA name such as Europe/Paris, or UTC) instead "
      + "of the conference's; CONF_TZ sets a default.", completion: .zones
  ) { text, label throws(UsageError) in
    guard let zone = zone(named: text) else {
      let suggestion = suggestion(for: text).map { " Did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        text, for: label,
        reason: "expected an IANA time zone name such as Europe/Paris, or UTC.\(suggestion)")
    }
    return zone
  }

  /// The names `zone(named:)` takes, as completion offers them: `UTC`, then this system's IANA
  /// names in order.
  package static var knownZoneNames: [String] {
    ["UTC"] + TimeZone.knownTimeZoneIdentifiers.filter { $0 != "UTC" }.sorted()
  }

  /// The zone `text` names: an IANA name in any letter case (`europe/paris`), `UTC` or `GMT`;
  /// `nil` for anything else.
  package static func zone(named text: String) -> TimeZone? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    if ["utc", "gmt", "z"].contains(trimmed.lowercased()) {
      return TimeZone(identifier: "UTC")
    }
    let known = TimeZone.knownTimeZoneIdentifiers
    guard let identifier = known.first(where: { $0.lowercased() == trimmed.lowercased() }) else {
      return nil
    }
    return TimeZone(identifier: identifier)
  }

  /// The known zone name closest to `text` (`Europe/Pari` → `Europe/Paris`, `tokyo` →
  /// `Asia/Tokyo`), or `nil` when none is close.
  package static func suggestion(for text: String) -> String? {
    let known = TimeZone.knownTimeZoneIdentifiers
    if let whole = SpellingSuggester.suggestion(for: text, among: known) {
      return whole
    }
    let city = text.replacingOccurrences(of: " ", with: "_").lowercased()
    return known.first { $0.split(separator: "/").last.map { $0.lowercased() == city } ?? false }
      ?? known.first { identifier in
        identifier.split(separator: "/").last.map {
          SpellingSuggester.suggestion(for: city, among: [$0.lowercased()]) != nil
        } ?? false
      }
  }

  /// Checks `--tz` when given.
  ///
  /// - Throws: `UsageError` naming the option and, when one is close, the zone meant.
  package static func validate(_ arguments: ParsedArguments) throws(UsageError) {
    _ = try arguments[definition]
  }
}

/// Where the times of a run are shown.
enum DisplayZone: Equatable {
  /// The conference's time zone (the default).
  case conference
  /// The zone `--tz` or `CONF_TZ` chose.
  case chosen(TimeZone)

  /// The zone `--tz` or `CONF_TZ` chose, or `nil` for the conference's.
  var chosen: TimeZone? {
    switch self {
    case .conference: nil
    case .chosen(let zone): zone
    }
  }

  /// The zone to show times in, given the conference's.
  func zone(conference: TimeZone) -> TimeZone {
    chosen ?? conference
  }

  /// Whether times are shown in another zone than `conference`.
  func differs(from conference: TimeZone) -> Bool {
    zone(conference: conference).identifier != conference.identifier
  }
}
