import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The accounts issue's "done when", through the built binary on the embedded backend.
@Suite("conf login, profile, onboarding and the credential vault")
struct AccountsEndToEndTests {
  private static let password = "analytical-engine"

  private func logIn(_ conf: ConfRunner, as email: String = "ada@example.com", password: String)
    async throws -> ConfResult
  {
    try await conf.run(["login", "--email", email, "--password-stdin"], input: password + "\n")
  }

  private func json(_ text: String) async throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The token strings in the vault right now, to check no output ever shows them.
  private func vaultTokens(_ conf: ConfRunner) async throws -> [String] {
    let data = try Data(contentsOf: conf.home.appendingPathComponent("credentials"))
    let object = try await json(String(decoding: data, as: UTF8.self))
    return ["access_token", "refresh_token"].compactMap { object[$0] as? String }
  }

  @Test("short-lived tokens refresh silently, 20 processes at once keep the session alive")
  func silentRefreshAcrossProcesses() async throws {
    // The embedded backend and the token wrapper share CONF_NOW: moving it past the 1 s
    // lifetime expires the token for both, with no waiting.
    var conf = try ConfRunner(extraEnvironment: [
      "CONF_TOKEN_LIFETIME": "1", "CONF_NOW": "2027-03-10T10:00:00+09:00",
    ])
    defer { conf.cleanUp() }
    var outputs: [ConfResult] = []
    var tokens: Set<String> = []
    let login = try await logIn(conf, password: Self.password)
    #expect(login.status == 0)
    outputs.append(login)
    await tokens.formUnion(try vaultTokens(conf))

    conf.environment["CONF_NOW"] = "2027-03-10T10:00:02+09:00"
    let profile = try await conf.run(["profile", "--json"])
    #expect(profile.status == 0, "\(profile.stderr)")
    await #expect(try json(profile.stdout)["email"] as? String == "ada@example.com")
    outputs.append(profile)
    await tokens.formUnion(try vaultTokens(conf))

    conf.environment["CONF_NOW"] = "2027-03-10T10:00:04+09:00"
    let running = try (0..<20).map { _ in try conf.start(["profile"]) }
    var results: [ConfResult] = []
    for process in running { results.append(try await process.wait()) }
    #expect(results.map(\.status) == Array(repeating: 0, count: 20), "\(results.map(\.stderr))")
    outputs += results
    await tokens.formUnion(try vaultTokens(conf))

    let after = try await conf.run(["status", "--json"])
    #expect(after.status == 0)
    await #expect(try json(after.stdout)["state"] as? String == "authenticated")
    outputs.append(after)

    let analytics = try String(
      contentsOf: conf.home.appendingPathComponent("analytics.jsonl"), encoding: .utf8)
    let everything = outputs.map { $0.stdout + $0.stderr }.joined() + analytics
    for secret in tokens.union([Self.password]) {
      #expect(!everything.contains(secret), "a secret reached the output")
    }
    #expect(tokens.count >= 4)
  }

  @Test("an invalid phone number exits 65 and changes nothing")
  func invalidPhoneNumber() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    await #expect(try logIn(conf, password: Self.password).status == 0)
    let before = try await conf.run(["profile", "--json"])
    let rejected = try await conf.run(["profile", "set-phone", "12"])
    #expect(rejected.status == 65)
    #expect(rejected.stderr.hasPrefix("Error: "))
    #expect(try await conf.run(["profile", "--json"]).stdout == before.stdout)
    let accepted = try await conf.run(["profile", "set-phone", "+81 90 1111 2222"])
    #expect(accepted.status == 0)
    await #expect(
      try json(try await conf.run(["profile", "--json"]).stdout)["phone_number"] as? String
        != (try json(before.stdout)["phone_number"] as? String))
  }

  @Test("a phone number from abroad, in the international form, is accepted and kept")
  func internationalPhoneNumber() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    await #expect(try logIn(conf, password: Self.password).status == 0)
    let british = try await conf.run(["profile", "set-phone", "+44 20 7946 0958"])
    #expect(british.status == 0, "\(british.stderr)")
    #expect(british.stdout == "Phone number changed to +442079460958.\n")
    let profile = try await json(try await conf.run(["profile", "--json"]).stdout)
    #expect(profile["phone_number"] as? String == "+442079460958")
  }

  @Test("a world-readable vault is refused with what to do; a corrupt one exits 77")
  func refusedVaults() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    await #expect(try logIn(conf, password: Self.password).status == 0)
    let vault = conf.home.appendingPathComponent("credentials")
    let tokens = try await vaultTokens(conf)
    chmod(vault.path, 0o644)
    let exposed = try await conf.run(["profile"])
    #expect(exposed.status == 77)
    #expect(exposed.stderr.contains("chmod 600"))
    #expect(tokens.allSatisfy { !exposed.stderr.contains($0) && !exposed.stdout.contains($0) })
    // The programme needs no login: it does not read the vault, so it neither warns nor fails.
    let timetable = try await conf.run(["timetable", "--json"])
    #expect(timetable.status == 0)
    #expect(timetable.stderr.isEmpty)

    chmod(vault.path, 0o600)
    #expect(try await conf.run(["profile"]).status == 0)
    try Data("{not json".utf8).write(to: vault)
    chmod(vault.path, 0o600)
    let corrupt = try await conf.run(["profile"])
    #expect(corrupt.status == 77)
    #expect(corrupt.stderr.contains("conf login"))
  }

  @Test("after logout commands that need a login exit 77 with the hint")
  func logoutThenProfile() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    await #expect(try logIn(conf, password: Self.password).status == 0)
    #expect(try await conf.run(["logout"]).status == 0)
    let profile = try await conf.run(["profile"])
    #expect(profile.status == 77)
    #expect(profile.stderr.contains("run: conf login"))
    #expect(
      !FileManager.default.fileExists(atPath: conf.home.appendingPathComponent("credentials").path))
  }

  @Test("a wrong password is refused; a new account lands in onboarding")
  func wrongPasswordAndOnboarding() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let wrong = try await logIn(conf, password: "not-the-password")
    #expect(wrong.status != 0)
    #expect(!wrong.stderr.contains("not-the-password"))
    await #expect(try logIn(conf, as: "new@example.com", password: "first-day").status == 0)
    let status = try await json(try await conf.run(["status", "--json"]).stdout)
    #expect(status["state"] as? String == "onboarding")
    #expect(status["onboarding_step"] as? String == "welcome")
    #expect(try await conf.run(["onboarding", "next"]).status == 0)
    let next = try await json(try await conf.run(["status", "--json"]).stdout)
    #expect(next["onboarding_step"] as? String == "profile")
  }

  @Test("offline, status shows the stored login as last checked and exits 0, with no secret")
  func statusOffline() async throws {
    var conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-10T09:00:00+09:00"])
    defer { conf.cleanUp() }
    let login = try await logIn(conf, password: Self.password)
    #expect(login.status == 0)
    let account = conf.home.appendingPathComponent("account.json")
    let attributes = try FileManager.default.attributesOfItem(atPath: account.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    conf.environment["CONF_NOW"] = "2027-03-10T12:00:00+09:00"
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let status = try await conf.run(["status"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(
      status.stdout == """
        State:          logged in (not checked: offline)
        User:           Ada Lovelace (ada@example.com)
        Logged in:      since 2027-03-10 00:00 UTC (3 hours ago)
        Session:        renewed automatically while you use conf
        Last checked:   2027-03-10 00:00 UTC (3 hours ago)

        """)
    #expect(
      status.stderr
        == "Warning: the backend could not be reached, so the login was not checked; showing it "
        + "as last checked at 2027-03-10 00:00 UTC, 3 hours ago.\n")
    let json = try await json(try await conf.run(["status", "--json"]).stdout)
    #expect(json["checked"] as? Bool == false)
    #expect(json["state"] as? String == "authenticated")
    let tokens = try await vaultTokens(conf)
    for text in [status.stdout, status.stderr, try String(contentsOf: account, encoding: .utf8)] {
      #expect(tokens.allSatisfy { !text.contains($0) })
    }

    let logout = try await conf.run(["logout"])
    #expect(logout.status == 0)
    #expect(!FileManager.default.fileExists(atPath: account.path))
  }
}
