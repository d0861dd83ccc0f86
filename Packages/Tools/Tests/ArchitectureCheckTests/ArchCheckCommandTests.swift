import ArchitectureCheck
import Testing

@Suite("ArchCheckCommand")
struct ArchCheckCommandTests {
  private static func run(
    _ arguments: [String], in directory: String = TestPaths.fixtureRepository,
    dumper: (any ManifestDumping)? = nil, isTerminal: Bool = false,
    variables: [String: String] = [:]
  ) throws -> CommandResult {
    let dumps =
      try Loaded.fixtureRepository.get().dumps.merging(
        Loaded.transitiveImport.get().dumps
      ) { first, _ in first }
    let environment = CommandEnvironment(
      fileSystem: LocalFileSystem(), dumper: dumper ?? MemoryDumper(dumps: dumps),
      currentDirectory: directory, variables: variables, isTerminal: isTerminal,
      startClock: { { .milliseconds(120) } })
    return ArchCheckCommand.run(arguments + ["--no-cache"], environment: environment)
  }

  @Test("check prints every finding with why and fix, then the summary, and exits 1")
  func checkText() throws {
    #expect(
      try Self.run([])
        == CommandResult(
          exitCode: .violations, standardOutput: try TestPaths.golden("fixture-check.txt")))
  }

  @Test(
    "check --format json and github",
    arguments: [("json", "transitive-json.json"), ("github", "transitive-github.txt")])
  func checkFormats(_ format: String, _ golden: String) throws {
    #expect(
      try Self.run(["check", "--format=\(format)"], in: TestPaths.transitiveImport)
        == CommandResult(exitCode: .violations, standardOutput: try TestPaths.golden(golden)))
  }

  @Test("errors are colored only on a terminal without NO_COLOR")
  func color() throws {
    let colored = try Self.run([], in: TestPaths.transitiveImport, isTerminal: true)
    let plain = try Self.run(
      [], in: TestPaths.transitiveImport, isTerminal: true, variables: ["NO_COLOR": "1"])
    #expect(colored.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m [imports-are-declared]"))
    #expect(plain.standardOutput.contains(": error: [imports-are-declared]"))
  }

  @Test(
    "graph draws layers as clusters and violations in red",
    arguments: [("mermaid", "fixture-graph.mmd"), ("dot", "fixture-graph.dot")])
  func graph(_ format: String, _ golden: String) throws {
    #expect(
      try Self.run(["graph", "--format", format])
        == CommandResult(exitCode: .clean, standardOutput: try TestPaths.golden(golden)))
  }

  @Test("why prints every import path with file:line on each hop")
  func why() throws {
    #expect(
      try Self.run(["why", "Feature", "Model"])
        == CommandResult(exitCode: .clean, standardOutput: try TestPaths.golden("fixture-why.txt")))
    #expect(
      try Self.run(["why", "Model", "App"])
        == CommandResult(
          exitCode: .violations, standardOutput: "No import path from Model to App.\n"))
  }

  @Test("help, version and usage errors")
  func commandLine() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let help = try Self.run(arguments)
      #expect(help.exitCode == .clean)
      #expect(help.standardOutput.hasPrefix("OVERVIEW: Check that every module imports only"))
    }
    #expect(
      try Self.run(["check", "--help"]).standardOutput.hasPrefix("OVERVIEW: Apply every rule"))
    #expect(
      try Self.run(["help", "why"]).standardOutput.contains("USAGE: archcheck why <from> <to>"))
    #expect(try Self.run(["graph", "-h"]).standardOutput.contains("--include-tests"))
    #expect(
      try Self.run(["--version"])
        == CommandResult(exitCode: .clean, standardOutput: "archcheck 1.0.0\n"))
    #expect(
      try Self.run(["--formt", "json"])
        == CommandResult(
          exitCode: .configurationError,
          standardError: """
            Error: unknown option '--formt'. Did you mean '--format'?
            Usage: archcheck [check] [--format text|json|github] [<options>]
            See 'archcheck --help' for more information.

            """))
    #expect(
      try Self.run(["why", "Feature"])
        == CommandResult(
          exitCode: .configurationError,
          standardError: """
            Error: why needs two modules, <from> and <to>; got 1
            Usage: archcheck why <from> <to> [<options>]
            See 'archcheck help why' for more information.

            """))
  }

  @Test("a missing rules file is a configuration error; a failing dump is a tool failure")
  func failures() throws {
    let missing = try Self.run(["--rules", "nowhere.json"])
    #expect(missing.exitCode == .configurationError)
    #expect(missing.standardError.hasPrefix("error: No rules file at "))
    let failing = try Self.run([], in: TestPaths.transitiveImport, dumper: FailingDumper())
    #expect(
      failing
        == CommandResult(
          exitCode: .toolFailure,
          standardError: "error: manifest of \(TestPaths.transitiveImport) does not compile\n"))
  }
}
