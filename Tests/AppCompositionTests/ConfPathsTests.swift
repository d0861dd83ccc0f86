import AppComposition
import Foundation
import Testing

@Suite("ConfPaths")
struct ConfPathsTests {
  @Test("CONF_HOME holds every file")
  func confHome() throws {
    let paths = try ConfPaths(environment: ["CONF_HOME": "/tmp/x", "HOME": "/home/u"])
    #expect(
      paths
        == ConfPaths(
          cacheFile: URL(fileURLWithPath: "/tmp/x/cache.sqlite"),
          backendDatabase: URL(fileURLWithPath: "/tmp/x/backend.sqlite"),
          analyticsFile: URL(fileURLWithPath: "/tmp/x/analytics.jsonl"),
          credentialsFile: URL(fileURLWithPath: "/tmp/x/credentials")))
  }

  @Test("without CONF_HOME the XDG folders are used, with their defaults under HOME")
  func xdgFolders() throws {
    let defaults = try ConfPaths(environment: ["HOME": "/home/u"])
    #expect(
      defaults
        == ConfPaths(
          cacheFile: URL(fileURLWithPath: "/home/u/.cache/conf/cache.sqlite"),
          backendDatabase: URL(fileURLWithPath: "/home/u/.local/share/conf/backend.sqlite"),
          analyticsFile: URL(fileURLWithPath: "/home/u/.local/share/conf/analytics.jsonl"),
          credentialsFile: URL(fileURLWithPath: "/home/u/.config/conf/credentials")))
    let custom = try ConfPaths(environment: [
      "HOME": "/home/u", "XDG_CACHE_HOME": "/c", "XDG_DATA_HOME": "/d",
      "XDG_CONFIG_HOME": "relative/is/ignored",
    ])
    #expect(custom.cacheFile.path == "/c/conf/cache.sqlite")
    #expect(custom.backendDatabase.path == "/d/conf/backend.sqlite")
    #expect(custom.credentialsFile.path == "/home/u/.config/conf/credentials")
    #expect(custom.accountFile.path == "/home/u/.config/conf/account.json")
  }

  @Test("no CONF_HOME and no HOME is a configuration error that says what to do")
  func noHome() {
    #expect(throws: AppConfigurationError.noHome) { try ConfPaths(environment: [:]) }
    #expect(AppConfigurationError.noHome.description.contains("set CONF_HOME"))
  }

  @Test("createFolders makes private folders")
  func createsPrivateFolders() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("paths-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = try ConfPaths(environment: ["CONF_HOME": root.appendingPathComponent("home").path])
    try paths.createFolders()
    let attributes = try FileManager.default.attributesOfItem(
      atPath: root.appendingPathComponent("home").path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
  }

  /// A fresh folder under the temporary directory, removed after `body`.
  private static func withFolder(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: root) }
    try body(root)
  }

  private static func mode(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
  }

  @Test("a CONF_HOME whose parent is missing is refused, and nothing is created")
  func missingParent() throws {
    try Self.withFolder { root in
      let home = root.appendingPathComponent("missing/home").path
      let paths = try ConfPaths(environment: ["CONF_HOME": home])
      #expect(throws: AppConfigurationError.missingParent(path: home)) {
        try paths.createFolders(createsParents: false)
      }
      #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("missing").path))
    }
  }

  @Test("a CONF_HOME that is a file is refused")
  func aFile() throws {
    try Self.withFolder { root in
      let home = root.appendingPathComponent("file").path
      #expect(FileManager.default.createFile(atPath: home, contents: Data("x".utf8)))
      let paths = try ConfPaths(environment: ["CONF_HOME": home])
      #expect(throws: AppConfigurationError.notAFolder(path: home)) {
        try paths.createFolders(createsParents: false)
      }
    }
  }

  @Test("a folder of another user is refused, without root: the expected owner is injected")
  func anotherUsersFolder() throws {
    try Self.withFolder { root in
      let paths = try ConfPaths(environment: ["CONF_HOME": root.path])
      let owner = Int(geteuid())
      #expect(throws: AppConfigurationError.wrongOwner(path: root.path, owner: owner)) {
        try paths.createFolders(userID: geteuid() &+ 1, createsParents: false)
      }
    }
  }

  @Test(
    "a folder others can read or write is made private, with a warning",
    arguments: [0o755, 0o750, 0o770, 0o707, 0o701])
  func tightensOpenFolders(mode: Int) throws {
    try Self.withFolder { root in
      let home = root.appendingPathComponent("home").path
      try FileManager.default.createDirectory(
        atPath: home, withIntermediateDirectories: false,
        attributes: [.posixPermissions: mode])
      #expect(try Self.mode(of: home) == mode)
      let paths = try ConfPaths(environment: ["CONF_HOME": home])
      var warnings: [String] = []
      try paths.createFolders(createsParents: false) { warnings.append($0) }
      #expect(try Self.mode(of: home) == 0o700)
      #expect(
        warnings == [
          "the data folder \(home) was open to other users (mode \(String(mode, radix: 8))); "
            + "it is now private (mode 700)"
        ])
    }
  }

  @Test("a private folder of one's own is left alone, without a warning")
  func privateFolderUntouched() throws {
    try Self.withFolder { root in
      chmod(root.path, 0o700)
      let paths = try ConfPaths(environment: ["CONF_HOME": root.path])
      var warnings: [String] = []
      try paths.createFolders(createsParents: false) { warnings.append($0) }
      #expect(warnings.isEmpty)
      #expect(try Self.mode(of: root.path) == 0o700)
    }
  }

  @Test("every folder error says what to do, naming the folder")
  func messages() {
    #expect(
      AppConfigurationError.notWritable(path: "/srv/my conf").description
        == "the data folder /srv/my conf is not writable by you; run: chmod u+rwx "
        + "'/srv/my conf', or set CONF_HOME to a folder of your own")
    #expect(
      AppConfigurationError.wrongOwner(path: "/srv/c", owner: 0).description
        == "the data folder /srv/c belongs to another user (uid 0); set CONF_HOME to a folder "
        + "of your own")
  }
}
