import Foundation
import Testing

/// `conf` pointed at a URL where no conference API answers: a 404 without one of the API's
/// not-found codes is a configuration problem (exit 69), never a missing day or session.
@Suite("conf with a CONF_SERVER that is not a conference backend")
struct WrongServerEndToEndTests {
  @Test("a wrong path prefix is exit 69 naming the request, for programme and account commands")
  func wrongPrefix() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let (server, url) = try await conf.startConfServer()
    defer {
      server.terminate()
      _ = try? server.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = url + "/api"
    let cases: [([String], String)] = [
      (["timetable"], "GET \(url)/api/v1/conference"),
      (["timetable", "--day", "2"], "GET \(url)/api/v1/timetable"),
      (["session", "101"], "GET \(url)/api/v1/sessions/101"),
      (["search", "swift"], "GET \(url)/api/v1/sessions"),
    ]
    for (arguments, request) in cases {
      let result = try await conf.run(arguments)
      #expect(result.status == 69, "\(arguments): \(result.stderr)")
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "Error: the conference backend cannot be used: CONF_SERVER does not look like a "
          + "conference backend: \(request) was not found\n"
          + "Hint: check that CONF_SERVER points at a conference backend, or report the "
          + "problem.\n",
        "\(arguments)")
    }

    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 69, "\(login.stderr)")
    #expect(
      login.stderr.contains(
        "CONF_SERVER does not look like a conference backend: POST \(url)/api/v1/auth/login "
          + "was not found"))
  }

  @Test("the backend's own not-found answers keep their meaning")
  func realNotFound() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let (server, url) = try await conf.startConfServer()
    defer {
      server.terminate()
      _ = try? server.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = url
    let session = try await conf.run(["session", "999"])
    #expect(session.status == 65, "\(session.stderr)")
    #expect(session.stderr.hasPrefix("Error: no session with id '999'"))
  }
}
