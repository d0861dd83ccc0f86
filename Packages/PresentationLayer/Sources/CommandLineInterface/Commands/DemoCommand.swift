import Foundation
import ViewModel

/// `conf demo`: runs the whole product on a fresh, temporary home with the embedded backend and
/// a pinned clock, narrating which layer does what, then removes the home.
///
/// Each step is a real `conf` command line, run in this process on dependencies the composition
/// root builds for the step's settings (`makeDependencies`), so the demo exercises exactly what
/// the commands do. The person's own settings and data (`CONF_HOME`, `CONF_SERVER` ...) are
/// never read or touched; `NO_COLOR`, `DO_NOT_TRACK` and `CONF_ANALYTICS` are honoured.
struct DemoCommand: Command {
  /// Builds the command line's dependencies for one step's settings.
  let makeDependencies: @Sendable ([String: String]) -> CLIDependencies
  /// The outer run's settings, for the preferences the demo honours.
  let environment: [String: String]

  let configuration = CommandConfiguration(
    name: "demo",
    abstract: "Walk through every feature on a temporary home.",
    discussion: """
      Logs in as the demo account, shows the timetable, bookmarks two overlapping sessions, \
      shows the schedule with its conflict, changes the phone number, buys a ticket and checks \
      it in, lets the access token expire and be refreshed silently, queues a bookmark while \
      the backend cannot be reached and delivers it when it can, and logs out, saying which \
      layer does what. Uses the embedded backend and a pinned clock in a temporary folder that \
      is removed at the end; your own login and data are not touched.
      """,
    examples: [CommandExample("The narrated walk-through", "conf demo")],
    needsSetup: false)

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let console = context.console
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-demo-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(
        at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      console.writeErrorLine(
        "Error: cannot create a temporary folder for the demo in "
          + "\(FileManager.default.temporaryDirectory.path): \(error.localizedDescription)")
      return .inputOutputError
    }

    let code = await runSteps(in: home, context: context)
    await Self.remove(home)
    return code
  }

  /// Removes the demo's home, again if it is still there: the last step's objects are
  /// released on other threads as its tasks end, and a SQLite connection closing then can
  /// create or delete a companion file while the folder is being removed. Checked for up to a
  /// second.
  private static func remove(_ home: URL) async {
    for _ in 0..<100 {
      try? FileManager.default.removeItem(at: home)
      guard FileManager.default.fileExists(atPath: home.path) else { return }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  private func runSteps(in home: URL, context: CommandContext) async -> ExitCode {
    let console = context.console
    var settings = DemoScript.settings(home: home.path, width: console.width)
    for name in ["NO_COLOR", "DO_NOT_TRACK", "CONF_ANALYTICS"] {
      settings[name] = environment[name]
    }
    writeParagraph(
      "conf demo: every feature once, on a fresh home with the embedded backend, the clock "
        + "pinned at 10:20 on day 1 in Tokyo. Nothing is kept afterwards.", on: console)
    for (index, step) in DemoScript.steps.enumerated() {
      for (name, value) in step.settings {
        settings[name] = value.isEmpty ? nil : value
      }
      console.writeLine()
      console.writeLine(console.styled("\(index + 1). \(step.title)", .bold))
      writeParagraph(step.narration, on: console)
      console.writeLine("$ conf \(step.arguments.map(Self.quoted).joined(separator: " "))")
      let stepContext = CLIContext(
        environment: settings, standardOutput: console.output, standardError: console.error,
        isStandardOutputTerminal: console.usesColor, now: context.now,
        passwordReader: DemoPasswordReader(password: DemoScript.password),
        terminalWidth: console.width)
      let commandLine = ConfCommandLine(
        dependencies: makeDependencies(settings), context: stepContext)
      let code = await commandLine.run(step.arguments)
      guard code == ExitCode.success.rawValue else {
        console.writeErrorLine(
          "Error: the demo stopped at step \(index + 1) (\(step.title)): 'conf "
            + "\(step.arguments.joined(separator: " "))' exited \(code).")
        return .software
      }
    }
    console.writeLine()
    writeParagraph(
      "Done: every step above went through the same view models, use cases and repositories "
        + "as the commands you run yourself. The temporary home is removed.", on: console)
    return .success
  }

  private func writeParagraph(_ text: String, on console: Console) {
    for line in text.wrapped(toDisplayWidth: console.width) {
      console.writeLine(line)
    }
  }

  /// `word`, single-quoted when it has a space.
  private static func quoted(_ word: String) -> String {
    word.contains(" ") ? "'\(word)'" : word
  }
}
