import Domain
import Testing

struct DeviceSettingTests {
  @Test(
    "the time-zone setting takes a zone name in any case, kept as the system spells it",
    arguments: [
      ("Europe/Paris", "Europe/Paris"), ("europe/paris", "Europe/Paris"), (" utc ", "UTC"),
      ("Asia/Tokyo", "Asia/Tokyo"), ("Mars/Olympus", nil), ("", nil), ("Europe", nil),
    ] as [(String, String?)])
  func timeZoneChoices(text: String, kept: String?) {
    #expect(DeviceSetting.timeZone.choice(text)?.value == kept)
    #expect(DeviceSetting.timeZone.choice(text).map(\.setting) == kept.map { _ in "time-zone" })
  }

  @Test(
    "the past-sessions setting takes show or hide in any case; only hide hides",
    arguments: [
      ("show", "show", false), ("HIDE", "hide", true), (" hide ", "hide", true),
      ("hidden", nil, false), ("yes", nil, false), ("", nil, false),
    ] as [(String, String?, Bool)])
  func pastSessionsChoices(text: String, kept: String?, hides: Bool) {
    #expect(DeviceSetting.pastSessions.choice(text)?.value == kept)
    #expect(DeviceSettings(["past-sessions": text]).hidesPastSessions == hides)
  }

  @Test("settings are found by name in any case; names are unique lowercase words")
  func names() {
    #expect(DeviceSetting.named("TIME-ZONE")?.id == "time-zone")
    #expect(DeviceSetting.named("timezone") == nil)
    let names = DeviceSetting.all.map(\.id)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
  }

  @Test("kept values a setting no longer takes, and unknown settings, count as not set")
  func keptValuesAreChecked() {
    let settings = DeviceSettings([
      "time-zone": "europe/paris", "colour": "blue",
    ])
    #expect(settings[.timeZone] == "Europe/Paris")
    #expect(settings.values == ["time-zone": "Europe/Paris"])
    #expect(DeviceSettings(["time-zone": "Mars/Olympus"])[.timeZone] == nil)
  }
}
