import CommandLineInterface
import Testing

struct CommandLineParserTests {
  private static let id = ArgumentDefinition(name: "id", help: "An id.")
  private static let day = Option(name: "day", valueName: "n", help: "A day.")
  private static let json = Flag(name: "json", help: "JSON.")

  private let parser = CommandLineParser(
    configuration: CommandConfiguration(
      name: "demo", abstract: "A demo.", arguments: [Self.id], options: [Self.day, Self.json]))

  /// What a parse gave, read through the declarations: `--day`, `--json` and `<id>`.
  private struct Demo: Equatable {
    var day: String?
    var json = false
    var id: String?

    init(day: String? = nil, json: Bool = false, id: String? = nil) {
      self.day = day
      self.json = json
      self.id = id
    }

    init(_ arguments: ParsedArguments) throws {
      self.init(
        day: try arguments[CommandLineParserTests.day],
        json: arguments[CommandLineParserTests.json],
        id: arguments[CommandLineParserTests.id])
    }
  }

  @Test(arguments: [
    ["7", "--day", "2", "--json"], ["7", "--day=2", "--json"], ["--day", "2", "7", "--json"],
    ["--json", "--day=1", "--day=2", "7"], ["--day", "2", "--json", "--", "7"],
  ])
  func acceptsEveryFormAndOrder(arguments: [String]) throws {
    #expect(try Demo(parser.parse(arguments)) == Demo(day: "2", json: true, id: "7"))
  }

  @Test
  func treatsEverythingAfterTheTerminatorAsPositional() throws {
    #expect(try Demo(parser.parse(["--", "--json"])) == Demo(id: "--json"))
    #expect(try parser.parse(["-"])[Self.id] == "-")
  }

  @Test
  func keepsValuesThatLookOdd() throws {
    #expect(try parser.parse(["1", "--day=a=b"])[Self.day] == "a=b")
    #expect(try parser.parse(["1", "--day="])[Self.day] == "")
    #expect(try parser.parse(["1", "--day", "-3"])[Self.day] == "-3")
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

  // MARK: - Short forms and an optional argument giving an option

  private static let listDay = Option(name: "day", shortName: "d", valueName: "n", help: "A day.")
  private static let dayArgument = ArgumentDefinition(
    name: "day", help: "A day.", givingOption: listDay)
  private static let track = Option(
    name: "track", shortName: "t", valueName: "name", help: "A track.")
  private static let listJSON = Flag(name: "json", shortName: "j", help: "JSON.")

  private let listParser = CommandLineParser(
    configuration: CommandConfiguration(
      name: "list", abstract: "A list.", arguments: [Self.dayArgument],
      options: [Self.listDay, Self.track, Self.listJSON]))

  /// What a parse of `list` gave, read through its declarations.
  private struct List: Equatable {
    var day: String?
    var track: String?
    var json = false
    var dayArgument: String?

    init(
      day: String? = nil, track: String? = nil, json: Bool = false, dayArgument: String? = nil
    ) {
      self.day = day
      self.track = track
      self.json = json
      self.dayArgument = dayArgument
    }

    init(_ arguments: ParsedArguments) throws {
      self.init(
        day: try arguments[CommandLineParserTests.listDay],
        track: try arguments[CommandLineParserTests.track],
        json: arguments[CommandLineParserTests.listJSON],
        dayArgument: arguments[CommandLineParserTests.dayArgument])
    }
  }

  @Test(arguments: [
    ["-d", "2", "-t", "ui", "-j"], ["-d=2", "-t=ui", "-j"], ["--day", "2", "-t", "ui", "-j"],
    ["-j", "-t", "ui", "-d", "2"], ["-d", "1", "-d", "2", "--track=ui", "--json"],
  ])
  func acceptsShortForms(arguments: [String]) throws {
    #expect(try List(listParser.parse(arguments)) == List(day: "2", track: "ui", json: true))
  }

  @Test(arguments: [
    ["2", "-t", "ui", "-j"], ["-j", "-t", "ui", "2"], ["-j", "-t", "ui", "--", "2"],
  ])
  func takesTheOptionalArgumentAsItsOption(arguments: [String]) throws {
    #expect(
      try List(listParser.parse(arguments))
        == List(day: "2", track: "ui", json: true, dayArgument: "2"))
  }

  @Test
  func leavesTheOptionalArgumentOut() throws {
    #expect(try List(listParser.parse(["-j"])) == List(json: true))
  }

  @Test(arguments: [
    (["2", "--day", "3"], "give either '<day>' or '--day <n>', not both"),
    (["-d", "3", "2"], "give either '<day>' or '--day <n>', not both"),
    (["2", "3"], "unexpected argument '3'"),
    (["-d"], "missing value for '--day <n>'"),
    (["-t", "-j"], "missing value for '--track <name>'"),
    (["-t", "-h"], "missing value for '--track <name>'"),
    (["-j=1"], "'--json' does not take a value (got '1')"),
    (["-x"], "unknown option '-x'."),
    (["-dj"], "unknown option '-dj'."),
    (["-json"], "unknown option '-json'. Did you mean '--json'?"),
    (["--dya"], "unknown option '--dya'. Did you mean '--day'?"),
  ])
  func rejectsShortFormMistakes(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try listParser.parse(arguments) }
  }

  @Test
  func takesAValueThatLooksLikeAnUndeclaredShortOption() throws {
    #expect(try listParser.parse(["-t", "-x"])[Self.track] == "-x")
  }

  @Test
  func writesOptionalArgumentsAndRequiredOptionsInTheUsageLine() {
    #expect(
      listParser.configuration.usage == "conf list [<day>] [--day <n>] [--track <name>] [--json]")
    let login = CommandConfiguration(
      name: "login", abstract: "Log in.",
      options: [
        Option(name: "email", valueName: "address", help: "E.", isRequired: true),
        Flag(name: "password-stdin", help: "P."),
      ])
    #expect(login.usage == "conf login --email <address> [--password-stdin]")
  }

  @Test
  func hintsAtTheOptionAnExtraArgumentWasMeantFor() {
    let parser = CommandLineParser(
      configuration: CommandConfiguration(
        name: "login", abstract: "Log in.", redactsUnexpectedInput: true))

    #expect(
      throws: UsageError(
        "an unexpected argument was given (not shown, as it may be a password); to give the "
          + "email address, use '--email <address>'")
    ) { try parser.parse(["ada@example.com"]) }
  }
}

extension CommandLineParserTests {
  private static let text = ArgumentDefinition(
    name: "text", help: "Text.", takesRemainingWords: true)
  private static let search = CommandLineParser(
    configuration: CommandConfiguration(
      name: "search", abstract: "Search.", arguments: [text], options: [json]))

  @Test(arguments: [
    (["Emily", "Chen"], "Emily Chen"),
    (["Emily", "--json", "Chen"], "Emily Chen"),
    (["--json", "--", "--odd", "words"], "--odd words"),
    (["one"], "one"),
  ])
  func anArgumentCanTakeEveryRemainingWord(arguments: [String], text: String) throws {
    #expect(try Self.search.parse(arguments)[Self.text] == text)
  }

  @Test
  func showsAnArgumentTakingTheRestWithAnEllipsis() {
    #expect(Self.search.configuration.usage == "conf search <text> ... [--json]")
    #expect(throws: UsageError("missing expected argument '<text> ...'")) {
      try Self.search.parse(["--json"])
    }
  }
}
