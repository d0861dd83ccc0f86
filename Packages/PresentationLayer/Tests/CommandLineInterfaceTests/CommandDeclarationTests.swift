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
