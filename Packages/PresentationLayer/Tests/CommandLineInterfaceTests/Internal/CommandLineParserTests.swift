import CommandLineInterface
import Testing

struct CommandLineParserTests {
  private let parser = CommandLineParser(
    configuration: CommandConfiguration(
      name: "demo", abstract: "A demo.",
      arguments: [ArgumentDefinition(name: "id", help: "An id.")],
      options: [
        OptionDefinition(name: "day", valueName: "n", help: "A day."),
        OptionDefinition(name: "json", help: "JSON."),
      ]))

  @Test(arguments: [
    ["7", "--day", "2", "--json"], ["7", "--day=2", "--json"], ["--day", "2", "7", "--json"],
    ["--json", "--day=1", "--day=2", "7"], ["--day", "2", "--json", "--", "7"],
  ])
  func acceptsEveryFormAndOrder(arguments: [String]) throws {
    #expect(
      try parser.parse(arguments)
        == ParsedArguments(values: ["day": "2"], flags: ["json"], arguments: ["id": "7"]))
  }

  @Test
  func treatsEverythingAfterTheTerminatorAsPositional() throws {
    #expect(
      try parser.parse(["--", "--json"])
        == ParsedArguments(values: [:], flags: [], arguments: ["id": "--json"]))
    #expect(try parser.parse(["-"]).argument("id") == "-")
  }

  @Test
  func keepsValuesThatLookOdd() throws {
    #expect(try parser.parse(["1", "--day=a=b"]).value(of: "day") == "a=b")
    #expect(try parser.parse(["1", "--day="]).value(of: "day") == "")
    #expect(try parser.parse(["1", "--day", "-3"]).value(of: "day") == "-3")
  }

  @Test(arguments: [
    (["1", "--dya", "2"], "unknown option '--dya'. Did you mean '--day'?"),
    (["1", "--Day=2"], "unknown option '--Day'. Did you mean '--day'?"),
    (["1", "--hepl"], "unknown option '--hepl'. Did you mean '--help'?"),
    (["1", "-j"], "unknown option '-j'."),
    (["1", "--day"], "missing value for '--day <n>'"),
    (["1", "--day", "--json"], "missing value for '--day <n>'"),
    (["1", "--json=1"], "'--json' does not take a value (got '1')"),
    ([], "missing expected argument '<id>'"),
    (["--json"], "missing expected argument '<id>'"),
    (["1", "2"], "unexpected argument '2'"),
  ])
  func rejectsMistakes(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) {
      try parser.parse(arguments)
    }
  }

  @Test(arguments: [
    (["-h"], true), (["--help"], true), (["1", "--day", "2", "-h"], true),
    (["--", "--help"], false), (["1"], false), (["--helpme"], false),
  ])
  func findsRequestsForHelpBeforeTheTerminator(arguments: [String], asksForHelp: Bool) {
    #expect(CommandLineParser.asksForHelp(arguments) == asksForHelp)
  }

  @Test
  func writesTheUsageLine() {
    #expect(parser.configuration.usage == "conf demo <id> [--day <n>] [--json]")
  }

  @Test(arguments: [["--token", "abc123"], ["--token=abc123"]])
  func refusesADeliberatelyMissingOptionWithItsExplanationAndNeverItsValue(arguments: [String]) {
    let parser = CommandLineParser(
      configuration: CommandConfiguration(
        name: "demo", abstract: "A demo.",
        refusedOptions: ["token": "there is no '--token': pass it on standard input"]))

    #expect(throws: UsageError("there is no '--token': pass it on standard input")) {
      try parser.parse(arguments)
    }
  }

  @Test(arguments: [
    (["secret"], "an unexpected argument was given (not shown, as it may be a password)"),
    (["-secret"], "an unknown option was given (not shown, as it may be a password)"),
    (["--secret=x"], "unknown option '--secret'."),
  ])
  func leavesOutWhatMayBeASecret(arguments: [String], message: String) {
    let parser = CommandLineParser(
      configuration: CommandConfiguration(
        name: "demo", abstract: "A demo.", redactsUnexpectedInput: true))

    #expect(throws: UsageError(message)) { try parser.parse(arguments) }
  }
}

extension CommandLineParserTests {
  private static let search = CommandLineParser(
    configuration: CommandConfiguration(
      name: "search", abstract: "Search.",
      arguments: [ArgumentDefinition(name: "text", help: "Text.", takesRemainingWords: true)],
      options: [OptionDefinition(name: "json", help: "JSON.")]))

  @Test(arguments: [
    (["Emily", "Chen"], "Emily Chen"),
    (["Emily", "--json", "Chen"], "Emily Chen"),
    (["--json", "--", "--odd", "words"], "--odd words"),
    (["one"], "one"),
  ])
  func anArgumentCanTakeEveryRemainingWord(arguments: [String], text: String) throws {
    #expect(try Self.search.parse(arguments).argument("text") == text)
  }

  @Test
  func showsAnArgumentTakingTheRestWithAnEllipsis() {
    #expect(Self.search.configuration.usage == "conf search <text> ... [--json]")
    #expect(throws: UsageError("missing expected argument '<text> ...'")) {
      try Self.search.parse(["--json"])
    }
  }
}
