import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The client-hardening issue's repros, through the built binary: help never depends on the
/// environment, local faults get the documented exit code and a true hint, output failures are
/// reported, echoed text is made safe.
@Suite("Local faults")
struct LocalFaultsEndToEndTests {
  /// Everything under `folder`, relative, sorted.
  private static func contents(of folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
  }

  /// Command lines that run no command, with their exit codes.
  private static let noCommand: [([String], Int32)] = [
    (["--help"], 0), (["--version"], 0), (["help"], 0), (["help", "login"], 0),
    (["timetable", "--help"], 0), (["timetable", "--bogus"], 64), (["nosuch"], 64),
  ]

  @Test(
    "help, version and usage errors exit 0 or 64 whatever the environment, creating nothing",
    arguments: noCommand)
  func helpNeedsNothing(arguments: [String], expected: Int32) async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let xdgHome = conf.home.appendingPathComponent("user")
    try FileManager.default.createDirectory(at: xdgHome, withIntermediateDirectories: false)
    for broken in [
      ["CONF_HOME": file.path], ["CONF_NOW": "garbage"], ["CONF_TOKEN_LIFETIME": "0x10"],
      ["CONF_HOME": "", "HOME": ""], ["CONF_HOME": "", "HOME": xdgHome.path],
    ] {
      conf.environment.merge(broken) { $1 }
      let result = try await conf.run(arguments)
      #expect(result.status == expected, "\(broken): \(result.stderr)")
      conf.environment["CONF_NOW"] = nil
      conf.environment["CONF_TOKEN_LIFETIME"] = nil
      conf.environment["CONF_HOME"] = conf.home.path
      conf.environment["HOME"] = conf.home.path
    }
    #expect(Self.contents(of: xdgHome).isEmpty)
    #expect(
      Self.contents(of: conf.home).allSatisfy {
        $0 == "a-file" || $0 == "user" || $0.hasPrefix("run-")
      })
  }

  @Test("an unusable CONF_HOME is exit 78 naming the folder")
  func unusableHome() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    conf.environment["CONF_HOME"] = file.path
    let aFile = try await conf.run(["timetable"])
    #expect(aFile.status == 78)
    #expect(aFile.stderr.hasPrefix("Error: the data folder \(file.path) is not a folder"))
    let missing = conf.home.appendingPathComponent("no/such/home")
    conf.environment["CONF_HOME"] = missing.path
    let noParent = try await conf.run(["profile"])
    #expect(noParent.status == 78)
    #expect(noParent.stderr.contains(missing.path))
    #expect(!FileManager.default.fileExists(atPath: conf.home.appendingPathComponent("no").path))
  }

  @Test("a CONF_HOME others can read is made private with a warning")
  func openHomeIsTightened() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    chmod(conf.home.path, 0o755)
    let result = try await conf.run(["timetable", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("Warning: the data folder \(conf.home.path) was open"))
    let attributes = try FileManager.default.attributesOfItem(atPath: conf.home.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
  }

  @Test("a vault whose access token holds CR/LF is damaged: warning, logged out, 77")
  func malformedTokenText() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0)
    let vault = conf.home.appendingPathComponent("credentials")
    try Data(
      #"{"version":1,"access_token":"abc\r\nX-Evil: 1","refresh_token":"def","expires_at":null}"#
        .utf8
    ).write(to: vault)
    chmod(vault.path, 0o600)
    let profile = try await conf.run(["profile"])
    #expect(profile.status == 77)
    let lines = profile.stderr.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Warning: Credential file at \(vault.path) is damaged") == true)
    #expect(lines.contains("Hint: run: conf login --email <address> --password-stdin"))
    #expect(!profile.stderr.contains("try again"))
    #expect(try await conf.run(["status"]).status == 0)
  }

  @Test("standard output on a full disk is exit 74; a closed pipe ends quietly")
  func outputFailures() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let binary = try ConfRunner.binary().path
    let full = try await conf.start(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", "\"$0\" timetable --json > /dev/full", binary]
    ).wait()
    #expect(full.status == 74)
    #expect(full.stderr == "Error: cannot write to standard output: No space left on device\n")
    let piped = try await conf.start(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", "\"$0\" timetable --day 1 2>/dev/stderr | head -c 10 > /dev/null", binary]
    ).wait()
    #expect(piped.status == 0)
    #expect(piped.stderr.isEmpty)
  }

  @Test("what conf echoes from its arguments is made safe")
  func echoedArguments() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let result = try await conf.run(["session", "\u{1B}]0;pwned\u{07}"])
    #expect(result.status == 65)
    #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"))
    #expect(result.stderr.hasPrefix("Error: no session with id '\u{FFFD}]0;pwned\u{FFFD}'"))
    let search = try await conf.run(["search", "\u{1B}[2Jactor", "--json"])
    #expect(search.status == 0)
    #expect(!search.stdout.contains("\\u001b") && !search.stdout.contains("\u{1B}"))
  }
}
