import Foundation

/// The command line of `conf-server`, parsed.
struct ServerOptions: Equatable {
  /// What the command line asks for.
  enum Action: Equatable {
    case serve(ServerOptions)
    case showHelp
  }

  /// A command line that cannot be used; `message` follows `Error: ` on stderr.
  struct UsageError: Error, Equatable {
    let message: String
  }

  var port: UInt16 = 8080
  var databasePath: String?
  var tokenLifetime: Duration = .seconds(900)
  var pretendNow: Date?
  var faults = FaultOptions()

  static let help = """
    OVERVIEW: Serve the Swift Harbour 2027 conference backend over HTTP on 127.0.0.1.

    USAGE: conf-server [--port <port>] [--data <path>]
                       [--token-lifetime <seconds>] [--now <instant>]
                       [--fault <faults>]

    OPTIONS:
      --port <port>           The port to listen on; 0 picks a free one. (default: 8080)
      --data <path>           The SQLite file, created (mode 0600) and seeded when
                              missing. An existing file must be a conf-server
                              database of yours that only you can write, and not a
                              symbolic link; anything else is refused untouched.
                              (default: a new private temporary folder, removed on
                              exit)
      --token-lifetime <seconds>
                              Access-token lifetime in seconds, fractions allowed.
                              (default: 900)
      --now <instant>         ISO 8601 instant the server treats as its start time,
                              for example 2027-03-10T09:00:00+09:00; the clock runs
                              on from there. (default: the system clock)
      --fault <faults>        Inject faults to test clients, as a comma-separated
                              list of:
                                latency=<ms>     delay every answer
                                error-rate=<p>   answer 503 with Retry-After: 1
                                                 with probability p (0 to 1)
                                drop-rate=<p>    close the connection without an
                                                 answer, the request unhandled,
                                                 with probability p
                                seed=<n>         make the draws repeatable
                              for example --fault latency=200,error-rate=0.2.
                              (default: no faults)
      -h, --help              Show help information.

    Prints "listening on http://127.0.0.1:<port>" once ready; SIGINT or SIGTERM stop it.

    """

  /// Parses the arguments after the program name; `--opt value` and `--opt=value` both work.
  static func parse(_ arguments: [String]) throws(UsageError) -> Action {
    var options = ServerOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" { return .showHelp }
      guard argument.hasPrefix("--"), argument != "--" else {
        let unexpected = argument == "--" ? remaining.first ?? argument : argument
        throw UsageError(message: "unexpected argument '\(unexpected)'.")
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      guard ["--port", "--data", "--token-lifetime", "--now", "--fault"].contains(name) else {
        throw UsageError(message: "unknown option '\(name)'.")
      }
      let value: String
      if parts.count == 2 {
        value = parts[1]
      } else if let next = remaining.popFirst() {
        value = next
      } else {
        throw UsageError(message: "missing value for '\(name)'.")
      }
      try options.set(name, to: value)
    }
    return .serve(options)
  }

  private mutating func set(_ name: String, to value: String) throws(UsageError) {
    switch name {
    case "--port":
      guard let port = UInt16(value) else {
        throw UsageError(message: "'\(value)' is not a port for '--port'; use 0 to 65535.")
      }
      self.port = port
    case "--data":
      guard !value.isEmpty else { throw UsageError(message: "'--data' needs a file path.") }
      databasePath = value
    case "--token-lifetime":
      guard let seconds = Double(value), seconds > 0, seconds <= 31_536_000 else {
        throw UsageError(
          message:
            "'\(value)' is not a lifetime for '--token-lifetime'; use seconds, more than 0.")
      }
      tokenLifetime = .seconds(seconds)
    case "--fault":
      faults = try FaultOptions.parse(value)
    default:
      guard let date = Self.parseInstant(value) else {
        throw UsageError(
          message: "'\(value)' is not an ISO 8601 instant for '--now', "
            + "for example 2027-03-10T09:00:00+09:00.")
      }
      pretendNow = date
    }
  }

  private static func parseInstant(_ text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }
}
