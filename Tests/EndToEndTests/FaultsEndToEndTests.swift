import Foundation
import Testing

/// The network issue's "done when" through the built binaries: conf against conf-server with
/// injected faults and short-lived tokens.
@Suite("conf against a faulty conf-server")
struct FaultsEndToEndTests {
  @Test("timetable succeeds five times in a row against --fault error-rate=0.2 (retries)")
  func retriesThroughInjectedErrors() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    // A fixed seed makes the 503s the same on every run; at 0.2 some requests are refused.
    let (server, url) = try await conf.startConfServer(["--fault", "error-rate=0.2,seed=2"])
    defer {
      server.terminate()
      _ = try? server.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = url
    // Only the timetable's requests draw from the seeded dice: an analytics upload, whose
    // timing depends on the machine's load, would take some of the 503s.
    conf.environment["DO_NOT_TRACK"] = "1"
    for day in ["1", "2", "3", "1", "2"] {
      let result = try await conf.run(["timetable", "--day", day, "--json"])
      #expect(result.status == 0, "day \(day): \(result.stderr)")
    }
    // The access log's line follows the answer: wait for it rather than read it too early.
    let refused = try await poll(deadline: 30) {
      server.errorSoFar.split(separator: "\n").contains {
        $0.hasPrefix("GET /v1/timetable") && $0.hasSuffix(" 503")
      }
    }
    #expect(refused, "no 503 was injected, so nothing was retried")
  }

  @Test("logged in over HTTP, an expired access token is renewed silently")
  func shortTokens() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let (server, url) = try await conf.startConfServer()
    defer {
      server.terminate()
      _ = try? server.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = url
    conf.environment["CONF_NOW"] = "2027-03-10T10:00:00+09:00"
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    // The client's clock moves past the token's 900 s lifetime; the server's stays real, so
    // the refreshed token is one the server accepts however slowly the commands run.
    conf.environment["CONF_NOW"] = "2027-03-10T10:20:00+09:00"
    let profile = try await conf.run(["profile"])
    #expect(profile.status == 0, "\(profile.stderr)")
    #expect(server.errorSoFar.contains("POST /v1/auth/refresh 200"))
  }
}
