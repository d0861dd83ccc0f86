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
}
