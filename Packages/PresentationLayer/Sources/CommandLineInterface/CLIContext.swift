public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Everything a run of `conf` takes from its surroundings: environment, output streams, terminal
/// facts, the password reader and the current time.
///
/// Tests build one with capturing writers, a fake password reader and a pinned `now`; `main`
/// uses `makeStandard(environment:now:)`.
public struct CLIContext: Sendable {
  /// The environment variables, for example `NO_COLOR` and `COLUMNS`.
  public var environment: [String: String]
  /// Where normal output goes.
  public var standardOutput: any TextWriter
  /// Where errors, warnings and hints go.
  public var standardError: any TextWriter
  /// Whether standard output is a terminal (color is only ever used on one).
  public var isStandardOutputTerminal: Bool
  /// Whether standard input is a terminal (`conf login` only prompts for a password on one).
  public var isStandardInputTerminal: Bool
  /// Reads the password for `conf login`.
  public var passwordReader: any PasswordReader
  /// How many columns human output may use.
  public var terminalWidth: Int
  /// The time the run treats as now.
  public var now: Date

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - environment: The environment variables.
  ///   - standardOutput: Where normal output goes.
  ///   - standardError: Where errors, warnings and hints go.
  ///   - isStandardOutputTerminal: Whether standard output is a terminal.
  ///   - now: The time the run treats as now.
  ///   - isStandardInputTerminal: Whether standard input is a terminal; `false` by default.
  ///   - passwordReader: Reads the password for `conf login`; by default the process's
  ///     standard input (`TerminalPasswordReader`).
  ///   - terminalWidth: The width to render for; when `nil`, `COLUMNS` from `environment` is
  ///     used, and 80 when that is missing or not a positive number (`makeStandard` asks the
  ///     terminal first).
  public init(
    environment: [String: String], standardOutput: any TextWriter,
    standardError: any TextWriter, isStandardOutputTerminal: Bool, now: Date,
    isStandardInputTerminal: Bool = false,
    passwordReader: any PasswordReader = TerminalPasswordReader(), terminalWidth: Int? = nil
  ) {
    self.environment = environment
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.isStandardOutputTerminal = isStandardOutputTerminal
    self.isStandardInputTerminal = isStandardInputTerminal
    self.passwordReader = passwordReader
    self.now = now
    self.terminalWidth = terminalWidth ?? Self.terminalWidth(in: environment)
  }

  /// A context on the process's standard streams, asking the system whether standard input
  /// and output are terminals and how wide the terminal is, and reading passwords with
  /// `TerminalPasswordReader`.
  ///
  /// - Parameters:
  ///   - environment: The process's environment variables.
  ///   - now: The time the run treats as now.
  ///   - terminalColumns: Asks how many columns the terminal on standard output has; by
  ///     default the system (`ioctl(1, TIOCGWINSZ)`). Only asked when standard output is a
  ///     terminal.
  public static func makeStandard(
    environment: [String: String], now: Date,
    terminalColumns: () -> Int? = { CLIContext.windowColumns(of: 1) }
  ) -> CLIContext {
    let isStandardOutputTerminal = isatty(1) == 1
    return CLIContext(
      environment: environment, standardOutput: StandardStreamWriter(.standardOutput),
      standardError: StandardStreamWriter(.standardError),
      isStandardOutputTerminal: isStandardOutputTerminal, now: now,
      isStandardInputTerminal: isatty(0) == 1, passwordReader: TerminalPasswordReader(),
      terminalWidth: terminalWidth(
        in: environment, isStandardOutputTerminal: isStandardOutputTerminal,
        terminalColumns: terminalColumns))
  }

  /// Whether human output may use ANSI color: only on a terminal, never when `NO_COLOR` is set
  /// (to anything) or `TERM` is `dumb`.
  public var usesColor: Bool {
    isStandardOutputTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  /// The width `COLUMNS` asks for, or 80 when it is missing or not a positive whole number;
  /// at most 1,000.
  public static func terminalWidth(in environment: [String: String]) -> Int {
    guard let text = environment["COLUMNS"], let columns = Int(text), columns > 0 else {
      return 80
    }
    return min(columns, 1_000)
  }

  /// The width to render for: the terminal's own width when standard output is a terminal that
  /// reports one (`terminalColumns`), else `COLUMNS`, else 80; at most 1,000.
  public static func terminalWidth(
    in environment: [String: String], isStandardOutputTerminal: Bool,
    terminalColumns: () -> Int?
  ) -> Int {
    if isStandardOutputTerminal, let columns = terminalColumns(), columns > 0 {
      return min(columns, 1_000)
    }
    return terminalWidth(in: environment)
  }

  /// The number of columns of the terminal open on `descriptor` (`TIOCGWINSZ`), or `nil` when
  /// it is not a terminal or reports no size (0 columns).
  public static func windowColumns(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
