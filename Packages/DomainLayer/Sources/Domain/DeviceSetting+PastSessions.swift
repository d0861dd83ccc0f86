import Foundation

extension DeviceSetting {
  /// Whether `conf timetable` lists the sessions that have ended when no `--from` is given:
  /// hidden, a day under way starts at now, as `--from now` does.
  public static let pastSessions = DeviceSetting(
    id: "past-sessions",
    summary: "Whether conf timetable lists sessions that have ended when no --from is given.",
    accepts: "show (the default) or hide",
    suggestedValues: ["show", "hide"],
    read: { text in
      let value = text.trimmingCharacters(in: .whitespaces).lowercased()
      return ["show", "hide"].contains(value) ? value : nil
    })
}

extension DeviceSettings {
  /// Whether the sessions that have ended are left out (`past-sessions` is `hide`).
  public var hidesPastSessions: Bool {
    self[.pastSessions] == "hide"
  }
}
