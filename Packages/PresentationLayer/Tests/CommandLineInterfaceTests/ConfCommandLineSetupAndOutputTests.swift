import CommandLineInterface
import Domain
import Foundation
import Synchronization
import Testing

/// A writer whose writes fail as a closed pipe or a full disk would.
final class FailingWriter: TextWriter {
  let failure: TextWriteFailure
  private let attempts = Mutex(0)

  init(_ failure: TextWriteFailure) {
    self.failure = failure
  }

  var writeAttempts: Int { attempts.withLock { $0 } }

  func write(_ text: String) {
    attempts.withLock { $0 += 1 }
  }

  var writeFailure: TextWriteFailure? { writeAttempts > 0 ? failure : nil }
}

/// Counts calls from any thread.
final class CallCounter: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}

/// Command lines that end before any command runs, with their exit codes.
private let commandLinesThatRunNoCommand: [([String], Int32)] = [
  (["--help"], 0), (["-h"], 0), (["help"], 0), (["help", "profile"], 0),
  (["--version"], 0), (["timetable", "--help"], 0), (["profile", "set-phone", "-h"], 0),
  (["timetable", "--bogus"], 64), (["nosuchcommand"], 64), (["session"], 64),
  (["timetable", "--day", "+2"], 64), (["timetable", "--day", "0x1"], 64),
]

@Suite("Setup, help and output failures")
@MainActor
struct ConfCommandLineSetupAndOutputTests {
  /// A harness whose setup fails as an invalid `CONF_NOW` makes it fail, counting the calls.
  private static func failingSetup(calls: CallCounter) -> Harness {
    var harness = Harness()
    harness.prepare = { () throws(CLISetupError) in
      calls.increment()
      throw CLISetupError(message: "CONF_NOW=garbage is not valid: expected an ISO 8601 instant")
    }
    return harness
  }

  @Test(
    "help, version and usage errors never set the app up", arguments: commandLinesThatRunNoCommand)
  func noSetupWithoutACommandToRun(arguments: [String], expected: Int32) async {
    let calls = CallCounter()
    let result = await Self.failingSetup(calls: calls).run(arguments)
    #expect(result.exitCode == expected)
    #expect(calls.value == 0)
  }

  @Test("the follow-up work runs once after a successful command, never after a failed one")
  func finishRunsAfterSuccessOnly() async {
    let calls = CallCounter()
    var harness = Harness()
    harness.finish = { calls.increment() }
    harness.getSession = { id throws(TimetableError) in throw .sessionNotFound(id) }

    #expect(await harness.run("session", "999").exitCode == 65)
    #expect(calls.value == 0)
    for (arguments, _) in commandLinesThatRunNoCommand {
      _ = await harness.run(arguments)
    }
    #expect(calls.value == 0)
    var succeeding = harness
    succeeding.getTimetable = { _ in Fixtures.timetable() }
    #expect(await succeeding.run("timetable", "--day", "1").exitCode == 0)
    #expect(calls.value == 1)
  }

  @Test("a parsed command whose setup fails is one Error line and exit 78")
  func setupFailureIsAConfigurationError() async {
    let calls = CallCounter()
    let result = await Self.failingSetup(calls: calls).run("timetable", "--day", "2")
    #expect(
      result
        == RunResult(
          exitCode: 78, standardOutput: "",
          standardError:
            "Error: CONF_NOW=garbage is not valid: expected an ISO 8601 instant\n"))
    #expect(calls.value == 1)
  }

  @Test("output that cannot be written ends with exit 74 and one line on standard error")
  func fullDisk() async throws {
    var harness = Harness()
    harness.getTimetable = { _ throws(TimetableError) in Fixtures.timetable() }
    let output = FailingWriter(.failed(reason: "No space left on device"))
    let error = CapturingWriter()
    let code = await harness.makeCommandLine(output: output, error: error)
      .run(["timetable", "--day", "1"])
    #expect(code == 74)
    #expect(error.text == "Error: cannot write to standard output: No space left on device\n")
  }

  @Test("a closed pipe ends quietly with the command's own code")
  func closedPipe() async throws {
    var harness = Harness()
    harness.getTimetable = { _ throws(TimetableError) in Fixtures.timetable() }
    let error = CapturingWriter()
    let code = await harness.makeCommandLine(output: FailingWriter(.closed), error: error)
      .run(["timetable", "--day", "1"])
    #expect(code == 0)
    #expect(error.text.isEmpty)
  }

  @Test("what conf echoes from its arguments cannot steer the terminal")
  func echoedArgumentsAreMadeSafe() async {
    var harness = Harness()
    harness.getSession = { id throws(TimetableError) in throw .sessionNotFound(id) }
    let result = await harness.run("session", "\u{1B}]0;pwned\u{07}")
    #expect(result.exitCode == 65)
    #expect(
      result.standardError.hasPrefix("Error: no session with id '\u{FFFD}]0;pwned\u{FFFD}'\n"))
    #expect(!result.standardError.contains("\u{1B}"))
    let usage = await Harness().run("timetable", "--day", "\u{1B}[2J")
    #expect(usage.exitCode == 64)
    #expect(!usage.standardError.contains("\u{1B}"))
  }
}
