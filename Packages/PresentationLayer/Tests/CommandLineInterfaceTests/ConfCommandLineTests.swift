import CommandLineInterface
import Domain
import Testing

@MainActor
struct ConfCommandLineTests {
  static let timetableHelp = """
    OVERVIEW: Show the conference timetable, today's day by default.

    Without --day, the day shown is today's during the conference, day 1 before it
    and the last day after it; sessions under way are marked ▶, and, when you are
    logged in, the sessions you bookmarked ★ (queued bookmarks included), with !
    after a bookmarked session that moved or was cancelled since you last ran 'conf
    changes'. Times are shown in the conference's time zone, or the one --tz or
    CONF_TZ names (with the date when it differs). With 'conf settings set
    past-sessions hide', sessions that have ended are left out unless --from is
    given. Sessions the programme lists without a time yet are on no day: a line
    after the timetable counts them, and --unscheduled lists them. When the backend
    cannot be reached, the last saved copy is shown and a warning on standard error
    says when it was saved.

    USAGE: conf timetable [<day>] [--day <n>] [--all] [--track <name>] [--room <name>] [--speaker <name>] [--from <HH:MM|now>] [--tz <zone>] [--unscheduled] [--json]

    ARGUMENTS:
      <day>                   Another way to give --day: 'conf timetable 2'.

    OPTIONS:
      -d, --day <n>           The conference day (1 is the first), or several
                              separated by commas (1,2).
      --all                   Show every day of the conference.
      -t, --track <name>      Show only the sessions of this track (any unique part
                              of its name, any case).
      --room <name>           Show only the sessions held in this room (any unique
                              part of its name).
      --speaker <name>        Show only the sessions of speakers whose name contains
                              this.
      --from <HH:MM|now>      Start the listing at this time of each day shown (in
                              the zone times are shown in), or now: sessions that
                              ended before it are left out.
      --tz <zone>             Show times in this time zone (an IANA name such as
                              Europe/Paris, or UTC) instead of the conference's;
                              CONF_TZ sets a default.
      --unscheduled           List the sessions the programme gives no time yet
                              (they are on no day).
      -j, --json              Print JSON instead of a table (see docs/cli.md); an
                              array for several days.
      -h, --help              Show help information.

    EXAMPLES:
      # The first day's programme
      conf timetable

      # Day 2, SwiftUI sessions only
      conf timetable 2 -t swiftui

      # What is left of today
      conf timetable --from now

      # Day 3 as JSON, for scripts
      conf timetable --day 3 --json

      # The sessions without a time yet
      conf timetable --unscheduled

    """

  // The whole root help is pinned once, in the end-to-end tests' Golden/help-80.txt (rewritten
  // with CONF_UPDATE_GOLDEN=1); here it is checked against the command line's own list.
  @Test(arguments: [[], ["-h"], ["help"], ["help", "help"]])
  func printsTheRootHelpEveryWayItIsAskedFor(arguments: [String]) async {
    let expected = await Harness().run("--help")
    let result = await Harness().run(arguments)
    #expect(result == expected)
  }

  @Test
  func theRootHelpListsEveryVisibleCommandInOrder() async throws {
    let result = await Harness().run("--help")
    #expect(result.exitCode == 0 && result.standardError == "")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first == "OVERVIEW: A conference companion: the timetable, search and your account.")
    #expect(lines.contains("USAGE: conf <subcommand>"))
    let start = try #require(lines.firstIndex(of: "SUBCOMMANDS:"))
    let listed = lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
      line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first : nil
    }.map(String.init)
    #expect(listed == Harness().makeCommandLine().visibleCommandNames + ["help"])
    #expect(!result.standardOutput.contains("__complete"))
  }

  @Test(arguments: [
    ["help", "timetable"], ["timetable", "--help"], ["timetable", "-h"],
    ["timetable", "--day", "9", "--help"], ["timetable", "--bogus", "-h"],
  ])
  func printsACommandsHelpEveryWayItIsAskedFor(arguments: [String]) async {
    let result = await Harness().run(arguments)
    #expect(
      result == RunResult(exitCode: 0, standardOutput: Self.timetableHelp, standardError: ""))
  }

  @Test
  func printsHelpForCommandsWithArguments() async {
    let result = await Harness().run("help", "session")
    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            OVERVIEW: Show one session in detail.

            Times are shown in the conference's time zone, and beside them in the one --tz
            or CONF_TZ names. When the backend cannot be reached, a saved copy is shown if
            there is one, with a warning on standard error.

            USAGE: conf session <id> [--tz <zone>] [--json]

            ARGUMENTS:
              <id>                    The session's id, as listed by 'conf timetable' or
                                      'conf search'.

            OPTIONS:
              --tz <zone>             Show times in this time zone (an IANA name such as
                                      Europe/Paris, or UTC) instead of the conference's;
                                      CONF_TZ sets a default.
              -j, --json              Print JSON instead of text (see docs/cli.md).
              -h, --help              Show help information.

            EXAMPLES:
              # Everything about session 104
              conf session 104

              # The same as JSON
              conf session 104 -j

            """,
          standardError: ""))
  }

  @Test
  func printsTheVersion() async {
    let result = await Harness().run("--version")
    #expect(result == RunResult(exitCode: 0, standardOutput: "1.2.3\n", standardError: ""))
  }

  @Test(arguments: [
    (["timtable"], "unknown command 'timtable'. Did you mean 'timetable'?"),
    (["sesion", "101"], "unknown command 'sesion'. Did you mean 'session'?"),
    (["favourites"], "unknown command 'favourites'."),
    (["help", "serch"], "unknown command 'serch'. Did you mean 'search'?"),
    (["help", "session", "extra"], "unexpected argument 'extra'"),
    (["--verison"], "unknown option '--verison'. Did you mean '--version'?"),
    (["--version", "timetable"], "unexpected argument 'timetable'"),
    (["-x"], "unknown option '-x'."),
    (["--"], "unknown option '--'."),
    (["version"], "unknown command 'version'. Did you mean '--version'?"),
    (["-v"], "unknown option '-v'. Did you mean '--version'?"),
    (["sessions"], "unknown command 'sessions'. Did you mean 'timetable' or 'search'?"),
    (["agenda"], "unknown command 'agenda'. Did you mean 'timetable'?"),
    (["whoami"], "unknown command 'whoami'. Did you mean 'status'?"),
  ])
  func reportsRootUsageErrors(arguments: [String], message: String) async {
    let result = await Harness().run(arguments)
    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: \(message)
            Usage: conf <subcommand>
            See 'conf --help' for more information.

            """))
  }

  static let profileHelp = """
    OVERVIEW: Show your profile.

    Needs a login (see 'conf login'). When the backend cannot be reached, the
    profile as it last confirmed it is shown, with a warning saying when.

    USAGE: conf profile [--json]

    OPTIONS:
      -j, --json              Print JSON instead of text (see docs/cli.md).
      -h, --help              Show help information.

    SUBCOMMANDS:
      set-phone               Change your phone number.

      See 'conf help profile <subcommand>' for detailed help.

    EXAMPLES:
      # Your profile
      conf profile

      # Change your phone number
      conf profile set-phone 090-1111-2222

    """

  @Test(arguments: [["profile", "--help"], ["help", "profile"], ["profile", "--json", "-h"]])
  func listsACommandsSubcommandsInItsHelp(arguments: [String]) async {
    let result = await Harness().run(arguments)
    #expect(result == RunResult(exitCode: 0, standardOutput: Self.profileHelp, standardError: ""))
  }

  @Test(arguments: [["profile", "set-phone", "--help"], ["help", "profile", "set-phone"]])
  func printsASubcommandsHelp(arguments: [String]) async {
    let result = await Harness().run(arguments)
    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            OVERVIEW: Change your phone number.

            Japanese numbers only: 080-1234-5678, 08012345678 and +81 80 1234 5678 all work,
            as do landlines such as 03-1234-5678. A number that is not one is refused with
            the reason (exit 65) and nothing is sent. Needs a login (see 'conf login').

            USAGE: conf profile set-phone <number>

            ARGUMENTS:
              <number>                The new phone number; quote it if it has spaces.

            OPTIONS:
              -h, --help              Show help information.

            EXAMPLES:
              # A mobile number
              conf profile set-phone 090-1111-2222

              # In international form
              conf profile set-phone '+81 90 1111 2222'

            """,
          standardError: ""))
  }

  @Test
  func reportsAnUnknownSubcommand() async {
    let result = await Harness().run("profile", "set-phnoe", "080-1234-5678")
    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: unknown subcommand 'set-phnoe' of 'conf profile'. Did you mean 'set-phone'?
            Usage: conf profile [--json]
            See 'conf profile --help' for more information.

            """))
  }

  @Test
  func reportsAnUnknownSubcommandInHelp() async {
    let result = await Harness().run("help", "onboarding", "last")
    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: unexpected argument 'last'
            Usage: conf <subcommand>
            See 'conf --help' for more information.

            """))
  }

  @Test(arguments: [
    [""], [" "], ["\u{1B}[31m"], ["timetable", "--day", ""], ["timetable", "--day="],
    ["timetable", "--day", "99999999999999999999999"], ["timetable", "--=x"], ["session", ""],
    ["search"], ["timetable", "-"], ["timetable", "---day", "1"], ["🎉"],
  ])
  func neverTrapsOnOddInput(arguments: [String]) async {
    var harness = Harness()
    harness.getSession = { id throws(TimetableError) in throw .sessionNotFound(id) }
    let result = await harness.run(arguments)
    #expect([64, 65].contains(result.exitCode))
    #expect(result.standardError.hasPrefix("Error: "))
  }

  static let helpHelp = """
    OVERVIEW: Show subcommand help information.

    USAGE: conf help [<subcommand>]

    ARGUMENTS:
      <subcommand>            The command to explain; name a nested one after its
                              parent (profile set-phone).

    OPTIONS:
      -h, --help              Show help information.

    EXAMPLES:
      # The timetable command's options
      conf help timetable

      # A nested command
      conf help profile set-phone

    """

  @Test(arguments: [["help", "--help"], ["help", "-h"], ["help", "--help", "timetable"]])
  func explainsHelpItself(arguments: [String]) async {
    let result = await Harness().run(arguments)
    #expect(result == RunResult(exitCode: 0, standardOutput: Self.helpHelp, standardError: ""))
  }

  @Test
  func ignoresAHelpFlagAfterTheCommandItExplains() async {
    let result = await Harness().run("help", "timetable", "--help")
    #expect(
      result == RunResult(exitCode: 0, standardOutput: Self.timetableHelp, standardError: ""))
  }

  @Test
  func everyCommandHasExamplesThatUseIt() {
    let commandLine = Harness().makeCommandLine()
    for (name, _) in commandLine.exitCodesByCommand {
      let examples = commandLine.examples(ofCommandNamed: name)
      #expect(!examples.isEmpty, "conf \(name) has no examples")
      for example in examples {
        #expect(example.contains("conf \(name)"), "\(example) does not run conf \(name)")
      }
    }
  }

  // MARK: - --conference NAME

  @Test(
    "--conference NAME, anywhere before '--', picks the conference for the run",
    arguments: [
      ["--conference", "fosdem2020", "conferences"], ["conferences", "--conference", "fosdem2020"],
      ["--conference=fosdem2020", "conferences"], ["conferences", "--conference=fosdem2020"],
      ["--conference", "demo", "conferences", "--conference", "fosdem2020"],
    ])
  func conferenceOption(arguments: [String]) async {
    var harness = Harness()
    harness.listConferences = { () throws(ConferenceError) in ConferenceCatalog(listings: []) }
    let result = await harness.run(arguments)
    #expect(result == RunResult(exitCode: 0, standardOutput: "", standardError: ""))
    #expect(harness.selectedConferences.all == ["fosdem2020"])
  }

  @Test("--conference after '--' is left to the command")
  func conferenceOptionAfterDoubleDash() async {
    var harness = Harness()
    harness.useConference = { name throws(ConferenceError) in
      throw .notFound(name: name, known: ["demo"])
    }
    let result = await harness.run("conference", "use", "--", "--conference")
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: no conference is called '--conference'."))
    #expect(harness.selectedConferences.all == [])
  }

  @Test(
    "--conference without a name is a usage error before anything runs",
    arguments: [
      ["--conference"], ["conferences", "--conference"], ["conferences", "--conference="],
      ["--conference", "", "conferences"], ["conferences", "--conference", "--json"],
    ])
  func conferenceOptionWithoutName(arguments: [String]) async {
    var harness = Harness()
    harness.prepare = { () throws(CLISetupError) in Issue.record("Unexpected setup") }
    #expect(
      await harness.run(arguments)
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: '--conference' needs a conference's name
            Usage: conf <subcommand>
            See 'conf --help' for more information.

            """))
    #expect(harness.selectedConferences.all == [])
  }
}
