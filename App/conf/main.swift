import AppComposition
import CommandLineInterface
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// The thin main: build the dependencies, hand off to the command line, exit with its code.
// A closed pipe (`conf timetable | head`) must end the output quietly, not kill the process.
// Nothing here reads a setting or touches a file: the command line sets the app up once it has
// parsed a command (help, `--version` and usage errors never do).
signal(SIGPIPE, SIG_IGN)
let environment = ProcessInfo.processInfo.environment
let standardError = StandardStreamWriter(.standardError)
let dependencies = AppDependencies.live(environment: environment) { warning in
  standardError.writeWarning(warning)
}
let context = CLIContext.makeStandard(environment: environment, now: dependencies.now())
let commandLine = ConfCommandLine(dependencies: dependencies.commandLine, context: context)
exit(await commandLine.run(Array(CommandLine.arguments.dropFirst())))
