import ConferenceBackend
import Dispatch
import Foundation
import HTTPServer
import HTTPTypes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `conf-server`: parses the command line, opens the backend, serves until a signal.
enum ServerCommand {
  /// Exit statuses (sysexits).
  private static let usageError: Int32 = 64
  private static let unavailable: Int32 = 69

  /// Runs the command and returns the process exit status.
  static func run(arguments: [String]) -> Int32 {
    let options: ServerOptions
    do {
      switch try ServerOptions.parse(arguments) {
      case .showHelp:
        print(ServerOptions.help, terminator: "")
        return 0
      case .serve(let parsed):
        options = parsed
      }
    } catch {
      printError("\(error.message) See 'conf-server --help'.")
      return usageError
    }
    return serve(options)
  }

  private static func serve(_ options: ServerOptions) -> Int32 {
    let storage: DatabaseStorage
    do {
      storage = try DatabaseStorage.prepare(path: options.databasePath)
    } catch {
      printError(error.description)
      return unavailable
    }
    defer { storage.removeTemporaryFolder() }
    let faults = options.faults
    let backend: ConferenceBackend
    do {
      backend = try ConferenceBackend(
        configuration: backendConfiguration(for: options, databasePath: storage.databasePath))
    } catch {
      printError(error.description)
      return unavailable
    }
    let server = HTTPServer(
      configuration: HTTPServerConfiguration(
        dropRate: faults.dropRate, faultSeed: faults.seed.map { $0 &+ 1 })
    ) { request in
      let response = await backend.handle(request)
      logAccess(request, response)
      return response
    }
    let stopRequested = DispatchSemaphore(value: 0)
    let signalSources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: number, queue: DispatchQueue(label: "conf-server.signal.\(number)"))
      source.setEventHandler { stopRequested.signal() }
      source.resume()
      return source
    }
    let port: UInt16
    do {
      port = try server.start(port: options.port)
    } catch {
      printError(error.description)
      return unavailable
    }
    FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
    stopRequested.wait()
    server.stop()
    for source in signalSources {
      source.cancel()
    }
    return 0
  }

  /// The backend `options` ask for, on the SQLite file at `databasePath`: the clock (`--now`),
  /// the token lifetime and the faults the backend injects (latency and error rate, drawn from
  /// `seed`); the server's drop rate is not among them.
  static func backendConfiguration(
    for options: ServerOptions, databasePath: String
  ) -> BackendConfiguration {
    let faults = options.faults
    return BackendConfiguration(
      databasePath: databasePath,
      now: makeClock(startingAt: options.pretendNow),
      tokenLifetime: options.tokenLifetime,
      faults: BackendFaults(latency: faults.latency, errorRate: faults.errorRate),
      faultRandomness: faults.seed.map { BackendRandomness.seeded($0) } ?? .system())
  }

  /// The system clock, or a clock that starts at `start` and runs on at the system's pace.
  private static func makeClock(startingAt start: Date?) -> @Sendable () -> Date {
    guard let start else { return { Date() } }
    let origin = ContinuousClock.now
    return {
      let elapsed = (ContinuousClock.now - origin).components
      return start.addingTimeInterval(
        Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
  }

  /// Logs method, path and status, escaped (see `AccessLog`).
  private static func logAccess(_ request: HTTPRequest, _ response: HTTPResponse) {
    printError(AccessLog.line(for: request, status: response.status), prefix: "")
  }

  private static func printError(_ message: String, prefix: String = "Error: ") {
    FileHandle.standardError.write(Data("\(prefix)\(message)\n".utf8))
  }
}
