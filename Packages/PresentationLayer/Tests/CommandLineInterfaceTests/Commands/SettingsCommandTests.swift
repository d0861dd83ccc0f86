import Domain
import Testing
import UseCaseTestSupport

@MainActor
struct SettingsCommandTests {
  @Test("lists every setting, keeps one in any letter case, and forgets it again")
  func listsSetsAndResets() async {
    let harness = Harness()

    #expect(
      await harness.run("settings").standardOutput
        == "time-zone: not set\npast-sessions: not set\n")
    let set = await harness.run("settings", "set", "TIME-ZONE", "europe/paris")
    #expect(
      set
        == RunResult(
          exitCode: 0, standardOutput: "time-zone: Europe/Paris\npast-sessions: not set\n",
          standardError: ""))
    #expect(harness.keptSettings.values == ["time-zone": "Europe/Paris"])
    #expect(
      await harness.run("settings", "--json").standardOutput
        == "{\n  \"past-sessions\": null,\n  \"time-zone\": \"Europe/Paris\"\n}\n")
    #expect(
      await harness.run("settings", "reset", "time-zone").standardOutput
        == "time-zone: not set\npast-sessions: not set\n")
    #expect(harness.keptSettings.values == [:])
  }

  @Test(
    "an unknown setting or a value it does not take is a usage error that keeps nothing",
    arguments: [
      (["set", "timezone", "UTC"], "there is no setting 'timezone'; did you mean 'time-zone'?"),
      (
        ["set", "colour", "blue"],
        "there is no setting 'colour' (settings: time-zone, past-sessions)"
      ),
      (
        ["set", "time-zone", "Mars/Olympus"],
        "'Mars/Olympus' is not a value of time-zone: expected an IANA time zone name such as "
          + "Europe/Paris, or UTC"
      ),
      (["reset", "zone"], "there is no setting 'zone' (settings: time-zone, past-sessions)"),
    ])
  func refusesWhatNoSettingTakes(arguments: [String], message: String) async {
    let harness = Harness()

    let result = await harness.run(["settings"] + arguments)

    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: \(message)\n"))
    #expect(harness.keptSettings.values == [:])
  }

  @Test("a settings file that cannot be written is exit 74")
  func aFullDisk() async {
    var harness = Harness()
    harness.settingsFailure = .full(reason: "no space for preferences.json")

    let result = await harness.run("settings", "set", "time-zone", "UTC")

    #expect(result.exitCode == 74)
    #expect(result.standardError.hasPrefix("Error: local storage is full"))
  }

  @Test("the time-zone setting shows times in its zone; CONF_TZ and --tz win over it")
  func theTimeZoneSettingTakesEffect() async {
    var harness = Harness()
    harness.getTimetable = { _ in Fixtures.timetable(sessions: [Fixtures.sessions[1]]) }
    _ = await harness.run("settings", "set", "time-zone", "Europe/Paris")

    let kept = await harness.run("timetable", "--day", "1")
    #expect(kept.standardOutput.contains("times in Europe/Paris, UTC+01:00"))
    #expect(kept.standardOutput.contains("02:00-02:45  102"))

    harness.environment["CONF_TZ"] = "UTC"
    #expect(await harness.run("timetable", "--day", "1").standardOutput.contains("times in UTC"))
    #expect(
      await harness.run("timetable", "--day", "1", "--tz", "Asia/Tokyo").standardOutput
        .hasPrefix("Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)"))
  }
}

extension SettingsCommandTests {
  @Test("docs/cli.md's table of settings is DeviceSetting.all")
  func docsListEverySetting() throws {
    let generated =
      ["| setting | what it changes | values |", "|---|---|---|"]
      + DeviceSetting.all.map { "| `\($0.id)` | \($0.summary) | \($0.accepts) |" }
    let documented = try GeneratedSection(name: "settings").documentedLines(generated: generated)
    #expect(documented == generated)
  }
}
