import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension ConfRunner {
  /// The repository root, found from this file's path.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Starts `conf-server --port 0 --data <home>/server.sqlite` and returns it with its base URL
  /// (`http://127.0.0.1:PORT`), once it has printed `listening on`.
  ///
  /// The binary is `CONF_SERVER_BINARY`, or the DevServer package's debug build, built here when
  /// missing.
  func startConfServer(
    _ extraArguments: [String] = [], data: String = "server.sqlite"
  ) throws -> (server: RunningConf, url: String) {
    let server = try start(
      executable: try serverBinary(),
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

  private func serverBinary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["CONF_SERVER_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    let package = Self.root.appendingPathComponent("Packages/DevServer")
    let binary = package.appendingPathComponent(".build/debug/conf-server")
    if !FileManager.default.isExecutableFile(atPath: binary.path) {
      let swift = try #require(
        ["/opt/swift/usr/bin/swift", "/usr/bin/swift", "/usr/local/bin/swift"]
          .first { FileManager.default.isExecutableFile(atPath: $0) })
      let build = try start(
        executable: URL(fileURLWithPath: swift),
        ["build", "--package-path", package.path, "--product", "conf-server"]
      ).wait()
      #expect(build.status == 0, "\(build.stderr)")
    }
    return binary
  }
}
