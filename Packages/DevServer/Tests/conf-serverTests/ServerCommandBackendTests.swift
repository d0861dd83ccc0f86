import ConferenceBackend
import HTTPTypes
import Synchronization
import Testing

@testable import conf_server

/// Records the waits a backend asks for instead of waiting.
private final class SleepRecorder: Sendable {
  private let durations = Mutex<[Duration]>([])

  var recorded: [Duration] { durations.withLock { $0 } }

  func sleep(_ duration: Duration) async {
    durations.withLock { $0.append(duration) }
  }
}

@Suite("conf-server: the backend its command line asks for, in process")
struct ServerCommandBackendTests {
  private static func configuration(_ arguments: [String]) throws -> BackendConfiguration {
    guard case .serve(let options) = try ServerOptions.parse(arguments) else {
      throw ServerOptions.UsageError(message: "\(arguments) asks for the help")
    }
    return ServerCommand.backendConfiguration(for: options, databasePath: ":memory:")
  }

  private static func get(_ target: String) throws -> HTTPRequest {
    try #require(HTTPRequest(method: .get, target: target))
  }

  @Test("--fault latency=300 waits 300 ms through the backend's sleep before every answer")
  func latency() async throws {
    let recorder = SleepRecorder()
    var configuration = try Self.configuration(["--fault", "latency=300"])
    configuration.sleep = recorder.sleep
    let backend = try ConferenceBackend(configuration: configuration)
    let found = await backend.handle(try Self.get("/v1/sessions/101"))
    let missing = await backend.handle(try Self.get("/v1/sessions/999"))
    #expect([found.status, missing.status] == [.ok, .notFound])
    #expect(recorder.recorded == [.milliseconds(300), .milliseconds(300)])
  }

  @Test("without --fault the backend never waits")
  func noLatency() async throws {
    let recorder = SleepRecorder()
    var configuration = try Self.configuration([])
    configuration.sleep = recorder.sleep
    let backend = try ConferenceBackend(configuration: configuration)
    let found = await backend.handle(try Self.get("/v1/sessions/101"))
    #expect(found.status == .ok)
    #expect(recorder.recorded == [])
  }
}
