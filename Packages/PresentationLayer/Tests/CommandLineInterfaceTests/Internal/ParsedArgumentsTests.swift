import Testing

@testable import CommandLineInterface

/// Options are read as typed values through the declarations a command lists, never by name.
struct ParsedArgumentsTests {
  private static let count = Option(
    name: "count", shortName: "c", valueName: "n", help: "How many."
  ) { text, label throws(UsageError) in
    guard let number = Int(text), number > 0 else {
      throw .invalidValue(text, for: label, reason: "give a number from 1")
    }
    return number
  }
  private static let name = Option(name: "name", valueName: "name", help: "A name.")
  private static let verbose = Flag(name: "verbose", shortName: "v", help: "Say more.")
  private static let word = ArgumentDefinition(
    name: "word", help: "Words.", takesRemainingWords: true)

  private let parser = CommandLineParser(
    configuration: CommandConfiguration(
      name: "demo", abstract: "A demo.", arguments: [Self.word],
      options: [Self.count, Self.name, Self.verbose]))

  @Test("an option is read as its kind's value; a flag as whether it was given")
  func readsTypedValues() throws {
    let arguments = try parser.parse(["a", "--count", "3", "-v", "b c", "--name=Ada"])

    #expect(try arguments[Self.count] == 3)
    #expect(try arguments[Self.name] == "Ada")
    #expect(arguments[Self.verbose])
    #expect(arguments[Self.word] == "a b c")
    #expect(arguments.words(of: Self.word) == ["a", "b c"])
  }

  @Test("an option left out reads as nil and a flag as false, without converting anything")
  func readsAbsentOptions() throws {
    let arguments = try parser.parse(["a"])

    #expect(try arguments[Self.count] == nil)
    #expect(!arguments.contains(Self.count))
    #expect(!arguments[Self.verbose])
  }

  @Test(
    "a value its kind refuses is a usage error naming the option's label",
    arguments: ["0", "three", "", "-1"])
  func refusesAValueOfTheWrongKind(text: String) throws {
    let arguments = try parser.parse(["a", "--count=\(text)"])

    #expect(arguments.contains(Self.count))
    #expect(throws: UsageError("invalid value '\(text)' for '--count <n>': give a number from 1")) {
      try arguments[Self.count]
    }
  }

  @Test("only the last of a repeated option's values is converted")
  func convertsTheLastValueOnly() throws {
    #expect(try parser.parse(["a", "-c", "x", "-c", "2"])[Self.count] == 2)
  }

  @Test("a command declares what it reads: anything else is shared code's to ask about")
  func saysWhatItDeclares() throws {
    let arguments = try parser.parse(["a"])

    #expect(arguments.declares(Self.verbose))
    #expect(!arguments.declares(Flag.json))
  }

  @Test("reading an option the command does not declare stops the program")
  func stopsOnAnUndeclaredOption() async {
    await #expect(processExitsWith: .failure) {
      let arguments = ParsedArguments(
        for: CommandConfiguration(name: "demo", abstract: "A demo."))
      _ = try? arguments[Option(name: "day", valueName: "n", help: "A day.")]
    }
  }

  @Test("reading a flag the command does not declare stops the program")
  func stopsOnAnUndeclaredFlag() async {
    await #expect(processExitsWith: .failure) {
      let arguments = ParsedArguments(
        for: CommandConfiguration(name: "demo", abstract: "A demo."))
      _ = arguments[Flag.json]
    }
  }

  @Test("reading an argument the command does not declare stops the program")
  func stopsOnAnUndeclaredArgument() async {
    await #expect(processExitsWith: .failure) {
      let arguments = ParsedArguments(
        for: CommandConfiguration(name: "demo", abstract: "A demo."))
      _ = arguments[ArgumentDefinition(name: "id", help: "An id.")]
    }
  }
}
