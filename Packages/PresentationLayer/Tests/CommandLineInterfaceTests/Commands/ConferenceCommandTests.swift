import CommandLineInterface
import Domain
import Foundation
import Testing

@Suite("conf conferences and conf conference add|use|refresh|remove")
@MainActor
struct ConferenceCommandTests {
  private nonisolated static let demo = ConferenceListing(
    name: "demo", title: "Swift Harbour 2027", source: nil, timeZone: Fixtures.tokyo,
    firstDate: CalendarDate(year: 2027, month: 3, day: 10),
    lastDate: CalendarDate(year: 2027, month: 3, day: 12), sessionCount: nil, refreshedAt: nil,
    isCurrent: false)
  /// Refreshed two hours before `Fixtures.now`.
  private nonisolated static let fosdem = ConferenceListing(
    name: "fosdem2020", title: "FOSDEM 2020", source: "https://fosdem.org/2020/schedule/xml",
    timeZone: TimeZone(identifier: "Europe/Brussels"),
    firstDate: CalendarDate(year: 2020, month: 2, day: 1),
    lastDate: CalendarDate(year: 2020, month: 2, day: 2), sessionCount: 872,
    refreshedAt: Fixtures.tenOClock, isCurrent: true)
  private nonisolated static let fosdemDetails = """
        2020-02-01 to 2020-02-02, Europe/Brussels, 872 sessions
        source: https://fosdem.org/2020/schedule/xml
        refreshed: 2027-03-10 02:00 (UTC+01:00), 2 hours ago

    """

  /// A harness whose setup records an issue: for runs that must stop before it.
  private static func stoppingBeforeSetup() -> Harness {
    var harness = Harness()
    harness.prepare = { () throws(CLISetupError) in Issue.record("Unexpected setup") }
    return harness
  }

  // MARK: - conf conferences

  @Test("conferences lists each one with its details, the current one marked '*'")
  func listText() async {
    var harness = Harness()
    harness.listConferences = { () throws(ConferenceError) in
      ConferenceCatalog(listings: [Self.demo, Self.fosdem])
    }
    let expected = """
        demo  Swift Harbour 2027
          2027-03-10 to 2027-03-12, Asia/Tokyo
          source: the conference backend
      * fosdem2020  FOSDEM 2020

      """ + Self.fosdemDetails
    #expect(
      await harness.run("conferences")
        == RunResult(exitCode: 0, standardOutput: expected, standardError: ""))
  }

  @Test("conferences --json writes every listing, with null for what the demo lacks")
  func listJSON() async {
    var harness = Harness()
    harness.listConferences = { () throws(ConferenceError) in
      ConferenceCatalog(listings: [Self.demo, Self.fosdem])
    }
    let expected = """
      {
        "conferences": [
          {
            "current": false,
            "first_date": "2027-03-10",
            "last_date": "2027-03-12",
            "name": "demo",
            "refreshed_at": null,
            "sessions": null,
            "source": null,
            "time_zone": "Asia/Tokyo",
            "title": "Swift Harbour 2027"
          },
          {
            "current": true,
            "first_date": "2020-02-01",
            "last_date": "2020-02-02",
            "name": "fosdem2020",
            "refreshed_at": "2027-03-10T01:00:00+00:00",
            "sessions": 872,
            "source": "https://fosdem.org/2020/schedule/xml",
            "time_zone": "Europe/Brussels",
            "title": "FOSDEM 2020"
          }
        ]
      }

      """
    #expect(
      await harness.run("conferences", "--json")
        == RunResult(exitCode: 0, standardOutput: expected, standardError: ""))
  }

  // MARK: - conf conference add

  @Test(
    "add gives the use case an absolute source and the time zone",
    arguments: [
      ("fosdem-2020.xml", "/fosdem-2020.xml"),
      ("schedules/../fosdem-2020.xml", "/fosdem-2020.xml"),
      ("/srv/fosdem-2020.xml", nil),
      ("https://fosdem.org/2020/schedule/xml", nil),
    ])
  func addMakesTheSourceAbsolute(typed: String, relativeToHere: String?) async {
    let expected =
      relativeToHere.map { FileManager.default.currentDirectoryPath + $0 } ?? typed
    var harness = Harness()
    harness.addConference = { source, timeZone, _ throws(ConferenceError) in
      #expect(source == expected)
      #expect(timeZone == "Europe/Brussels")
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "add", typed, "--time-zone", "Europe/Brussels")
        == RunResult(
          exitCode: 0, standardOutput: "Added FOSDEM 2020 (fosdem2020).\n" + Self.fosdemDetails,
          standardError: ""))
  }

  @Test("add without --time-zone passes none")
  func addWithoutTimeZone() async {
    var harness = Harness()
    harness.addConference = { _, timeZone, _ throws(ConferenceError) in
      #expect(timeZone == nil)
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "add", "https://fosdem.org/2020/schedule/xml").exitCode == 0)
  }

  @Test("add --time-zone with a zone that does not exist is a usage error before anything runs")
  func addRefusesAnUnknownTimeZone() async {
    let result = await Self.stoppingBeforeSetup().run(
      "conference", "add", "fosdem-2020.xml", "--time-zone", "Mars/Olympus")
    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: invalid value 'Mars/Olympus' for '--time-zone <zone>': expected an IANA time zone name such as Europe/Brussels, or UTC.
            Usage: conf conference add <source> [--title <title>] [--time-zone <zone>] [--json]
            See 'conf conference add --help' for more information.

            """))
  }

  @Test(
    "add --time-zone reads a zone as --tz does, in any letter case, and passes its IANA name",
    arguments: [
      ("utc", "UTC"), ("UTC", "UTC"), ("europe/brussels", "Europe/Brussels"),
      ("EUROPE/BRUSSELS", "Europe/Brussels"), ("America/New_York", "America/New_York"),
    ])
  func addTimeZoneInAnyCase(typed: String, passed: String) async {
    var harness = Harness()
    harness.addConference = { _, timeZone, _ throws(ConferenceError) in
      #expect(timeZone == passed)
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "add", "/srv/fosdem.xml", "--time-zone", typed).exitCode
        == 0)
  }

  @Test("add --title passes the title for a programme without one")
  func addWithTitle() async {
    var harness = Harness()
    harness.addConference = { _, _, title throws(ConferenceError) in
      #expect(title == "Swift Harbour 2027")
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "add", "/srv/x.ics", "--title", "Swift Harbour 2027")
        .exitCode == 0)
  }

  @Test("add --time-zone with a near miss names the zone meant")
  func addSuggestsATimeZone() async {
    let result = await Self.stoppingBeforeSetup().run(
      "conference", "add", "fosdem-2020.xml", "--time-zone", "Europe/Brusels")
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid value 'Europe/Brusels' for "
          + "'--time-zone <zone>': expected an IANA time zone name such as Europe/Brussels, or UTC. "
          + "Did you mean 'Europe/Brussels'?\n"))
  }

  @Test(
    "a failed add says why, with the exit code of what to do next",
    arguments: [
      (
        ConferenceError.unreadableSource(reason: "not a schedule: the document is HTML"),
        Int32(65),
        """
        Error: the programme cannot be used: not a schedule: the document is HTML
        Hint: give the address or file of the programme the conference publishes (with --time-zone ZONE when it names no time zone).

        """
      ),
      (
        .unreachableSource(reason: "server unreachable: connection refused"), 69,
        """
        Error: the programme cannot be reached: server unreachable: connection refused
        Hint: check the address or the file's path (and the network connection), then try again.

        """
      ),
    ])
  func addFailures(error: ConferenceError, exitCode: Int32, standardError: String) async {
    var harness = Harness()
    harness.addConference = { _, _, _ throws(ConferenceError) in throw error }
    #expect(
      await harness.run("conference", "add", "https://fosdem.org/2020/schedule/xml")
        == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }

  @Test("a storage failure while adding exits 69, a full disk 74")
  func addStorageFailures() async {
    var harness = Harness()
    harness.addConference = { _, _, _ throws(ConferenceError) in
      throw .storage(.failed(reason: "cannot create /home/ada/.conf/conferences"))
    }
    #expect(await harness.run("conference", "add", "/srv/fosdem.xml").exitCode == 69)
    harness.addConference = { _, _, _ throws(ConferenceError) in
      throw .storage(.full(reason: "no space for /home/ada/.conf/conferences.json"))
    }
    #expect(await harness.run("conference", "add", "/srv/fosdem.xml").exitCode == 74)
  }

  // MARK: - conf conference use

  @Test("use prints the conference now current")
  func use() async {
    var harness = Harness()
    harness.useConference = { name throws(ConferenceError) in
      #expect(name == "fos")
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "use", "fos")
        == RunResult(
          exitCode: 0, standardOutput: "Now using FOSDEM 2020 (fosdem2020).\n" + Self.fosdemDetails,
          standardError: ""))
  }

  @Test("use with a name that matches none is a usage error naming the closest")
  func useUnknownName() async {
    var harness = Harness()
    harness.useConference = { name throws(ConferenceError) in
      throw .notFound(name: name, known: ["demo", "fosdem2020"])
    }
    #expect(
      await harness.run("conference", "use", "fosdem2021")
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: no conference is called 'fosdem2021'. Did you mean 'fosdem2020'? Pick one of: \
            demo, fosdem2020.
            Usage: conf conference use <name> [--json]
            See 'conf conference use --help' for more information.

            """))
  }

  @Test(
    "a name that could mean several is a usage error listing them",
    arguments: [
      ["conference", "use", "fos"], ["conference", "refresh", "fos"],
      ["conference", "remove", "fos", "--yes"],
    ])
  func ambiguousName(arguments: [String]) async {
    var harness = Harness()
    let ambiguous = ConferenceError.ambiguous(name: "fos", matches: ["fosdem2020", "fosdem2020-2"])
    harness.useConference = { _ throws(ConferenceError) in throw ambiguous }
    harness.refreshConference = { _ throws(ConferenceError) in throw ambiguous }
    harness.removeConference = { _ throws(ConferenceError) in throw ambiguous }
    let result = await harness.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "Error: 'fos' could be 'fosdem2020' or 'fosdem2020-2'. Give more of the name.\n"
          + "Usage: conf \(arguments[0]) \(arguments[1]) "))
  }

  // MARK: - conf conference refresh

  @Test("refresh without a name refreshes the current conference")
  func refreshCurrent() async {
    var harness = Harness()
    harness.refreshConference = { name throws(ConferenceError) in
      #expect(name == nil)
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "refresh")
        == RunResult(
          exitCode: 0, standardOutput: "Refreshed FOSDEM 2020 (fosdem2020).\n" + Self.fosdemDetails,
          standardError: ""))
  }

  @Test("refreshing the demo exits 65")
  func refreshDemo() async {
    var harness = Harness()
    harness.refreshConference = { _ throws(ConferenceError) in throw .demoHasNoSource }
    #expect(
      await harness.run("conference", "refresh", "demo")
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError: """
            Error: the demo conference comes from the conference backend, not a feed
            Hint: refresh a conference added with: conf conference add SOURCE.

            """))
  }

  // MARK: - conf conference remove

  @Test("remove without --yes off a terminal is a usage error and removes nothing")
  func removeAsksFirst() async {
    let result = await Self.stoppingBeforeSetup().run("conference", "remove", "fosdem2020")
    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: removing a conference asks first; give --yes to remove it anyway
            Usage: conf conference remove <name> [--yes] [--json]
            See 'conf conference remove --help' for more information.

            """))
  }

  @Test("remove --yes prints the removed conference and no details", arguments: ["--yes", "-y"])
  func remove(flag: String) async {
    var harness = Harness()
    harness.removeConference = { name throws(ConferenceError) in
      #expect(name == "fosdem2020")
      return Self.fosdem
    }
    #expect(
      await harness.run("conference", "remove", "fosdem2020", flag)
        == RunResult(
          exitCode: 0, standardOutput: "Removed FOSDEM 2020 (fosdem2020).\n", standardError: ""))
  }

  @Test("removing the demo exits 65")
  func removeDemo() async {
    var harness = Harness()
    harness.removeConference = { _ throws(ConferenceError) in throw .demoCannotBeRemoved }
    #expect(
      await harness.run("conference", "remove", "demo", "--yes")
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError: """
            Error: the demo conference cannot be removed
            Hint: switch to another conference with: conf conference use NAME.

            """))
  }

  @Test("conference without a subcommand is a usage error")
  func missingSubcommand() async {
    let result = await Harness().run("conference")
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: missing subcommand: 'add', 'use', 'refresh' or 'remove'\n"))
  }
}
