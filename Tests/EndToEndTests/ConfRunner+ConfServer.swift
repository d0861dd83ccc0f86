import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension ConfRunner {
  /// Starts `conf-server --port 0 --data <home>/server.sqlite` and returns it with its base URL
  /// (`http://127.0.0.1:PORT`), once it has printed `listening on`.
  ///
  /// The binary is `CONF_SERVER_BINARY`, or the one built beside `conf` (EndToEndTests depend
  /// on the conf-server product, so `swift build --build-tests` builds both).
  func startConfServer(
    _ extraArguments: [String] = [], data: String = "server.sqlite"
  ) throws -> (server: RunningConf, url: String) {
    let server = try start(
      executable: try Self.binary(named: "conf-server", overriddenBy: "CONF_SERVER_BINARY"),
      ["--port", "0", "--data", home.appendingPathComponent(data).path] + extraArguments)
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if let line = server.outputSoFar.split(separator: "\n").first(where: {
        $0.hasPrefix("listening on ")
      }) {
        return (server, String(line.dropFirst("listening on ".count)))
      }
      usleep(20_000)
    }
    server.terminate()
    _ = try server.wait()
    throw ConfRunnerError.serverDidNotStart
  }
}
