import Foundation
import Testing

extension ConfRunner {
  /// Starts `conf-server --port 0 --data <home>/server.sqlite` and returns it with its base URL
  /// (`http://127.0.0.1:PORT`), once it has printed `listening on`.
  ///
  /// The binary is `CONF_SERVER_BINARY`, or the one built beside `conf` (EndToEndTests depend
  /// on the conf-server product, so `swift build --build-tests` builds both).
  func startConfServer(
    _ extraArguments: [String] = [], data: String = "server.sqlite"
  ) async throws -> (server: RunningConf, url: String) {
    let server = try start(
      executable: try Self.binary(named: "conf-server", overriddenBy: "CONF_SERVER_BINARY"),
      ["--port", "0", "--data", home.appendingPathComponent(data).path] + extraArguments)
    var address: String?
    _ = try await poll {
      address = server.outputSoFar.split(separator: "\n").first { $0.hasPrefix("listening on ") }
        .map { String($0.dropFirst("listening on ".count)) }
      return address != nil
    }
    guard let address else {
      server.terminate()
      _ = try await server.wait()
      throw ConfRunnerError.serverDidNotStart
    }
    return (server, address)
  }
}
