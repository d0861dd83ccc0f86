import Foundation
import Testing

/// The network issue's "done when" through the built binaries: conf against conf-server with
/// injected faults and short-lived tokens.
@Suite("conf against a faulty conf-server")
struct FaultsEndToEndTests {
  @Test("timetable succeeds five times in a row against --fault error-rate=0.2 (retries)")
  func retriesThroughInjectedErrors() throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    // A fixed seed makes the 503s the same on every run; at 0.2 some requests are refused.
    let (server, url) = try conf.startConfServer(["--fault", "error-rate=0.2,seed=2"])
    defer {
      server.terminate()
      _ = try? server.wait()
    }
    conf.environment["CONF_SERVER"] = url
    for day in ["1", "2", "3", "1", "2"] {
      let result = try conf.run(["timetable", "--day", day, "--json"])
      #expect(result.status == 0, "day \(day): \(result.stderr)")
    }
    let refused = server.errorSoFar.split(separator: "\n").filter {
      $0.hasPrefix("GET /v1/timetable") && $0.hasSuffix(" 503")
    }
    #expect(!refused.isEmpty, "no 503 was injected, so nothing was retried")
  }

  @Test("logged in over HTTP, a 1 s token lifetime is renewed silently")
  func shortTokens() throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let (server, url) = try conf.startConfServer(["--token-lifetime", "1"])
    defer {
      server.terminate()
      _ = try? server.wait()
    }
    conf.environment["CONF_SERVER"] = url
    let login = try conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    // The server's clock is real: wait past the access token's lifetime.
    Thread.sleep(forTimeInterval: 1.2)
    let profile = try conf.run(["profile"])
    #expect(profile.status == 0, "\(profile.stderr)")
    #expect(server.errorSoFar.contains("POST /v1/auth/refresh 200"))
  }
}
