import Foundation

extension DeviceSetting {
  /// The zone times are shown in when neither `--tz` nor `CONF_TZ` names one, instead of the
  /// conference's: for a person following a conference from another zone.
  public static let timeZone = DeviceSetting(
    id: "time-zone",
    summary: "The time zone times are shown in when neither --tz nor CONF_TZ names one.",
    accepts: "an IANA time zone name such as Europe/Paris, or UTC",
    suggestedValues: ["UTC"],
    read: { text in
      let name = text.trimmingCharacters(in: .whitespaces)
      if name.uppercased() == "UTC" { return "UTC" }
      return TimeZone.knownTimeZoneIdentifiers.first { $0.lowercased() == name.lowercased() }
    })
}
