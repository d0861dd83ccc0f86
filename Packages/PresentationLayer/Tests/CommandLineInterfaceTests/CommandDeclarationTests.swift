import Testing

@testable import CommandLineInterface

/// Every command's declarations, walked from the command line's one list: what the parser,
/// help and the typed reads rely on.
@Suite("every command's options and arguments")
@MainActor
struct CommandDeclarationTests {
  private let configurations = Harness().makeCommandLine().configurations

  @Test("the walk reaches nested commands")
  func walksNestedCommands() {
    let names = configurations.map(\.name)
    #expect(names.contains("timetable"))
    #expect(names.contains("profile set-phone"))
    #expect(names.contains("conference add"))
  }

  @Test("no command declares two options, short forms or arguments under one name")
  func namesAreUnique() {
    for configuration in configurations {
      let options = configuration.options.map(\.name)
      let shortNames = configuration.options.compactMap(\.shortName)
      let arguments = configuration.arguments.map(\.name)
      #expect(Set(options).count == options.count, "conf \(configuration.name): \(options)")
      #expect(
        Set(shortNames).count == shortNames.count, "conf \(configuration.name): \(shortNames)")
      #expect(Set(arguments).count == arguments.count, "conf \(configuration.name): \(arguments)")
    }
  }

  @Test("an argument that gives an option gives one its command declares, of the same kind")
  func argumentsGiveDeclaredOptions() {
    for configuration in configurations {
      for argument in configuration.arguments {
        guard let name = argument.optionName else { continue }
        let option = configuration.option(named: name)
        #expect(option != nil, "conf \(configuration.name) <\(argument.name)> gives --\(name)")
        #expect(option?.isFlag == false, "conf \(configuration.name): --\(name) takes a value")
      }
    }
  }
}

extension CommandDeclarationTests {
  @Test("every command runs, plain and with --json, reading only options it declares")
  func everyCommandReadsOnlyWhatItDeclares() async {
    // A read of an undeclared option stops the process (naming the command and the option on
    // standard error), so the commands run in a child process, which must exit normally.
    await #expect(processExitsWith: .success) {
      await Self.runEveryCommand()
    }
  }

  /// Runs every command of the tree once as is and once with `--json` when it has it, its
  /// required arguments given (the first value completion offers, else `1`). What the commands
  /// answer is other tests' to check: the harness's fakes may be called unexpectedly here.
  private static func runEveryCommand() async {
    let harness = Harness()
    for configuration in harness.makeCommandLine().configurations {
      let words = configuration.name.split(separator: " ").map(String.init)
      let required = configuration.arguments.filter { !$0.isOptional }.map { argument in
        if case .words(let values) = argument.completion, let first = values.first {
          return first
        }
        return "1"
      }
      var runs = [words + required]
      if configuration.declares(Flag.json) {
        runs.append(words + required + ["--json"])
      }
      for run in runs {
        await withKnownIssue(isIntermittent: true) {
          _ = await harness.run(run)
        }
      }
    }
  }
}
