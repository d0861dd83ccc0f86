public import Foundation

/// Where `conf` keeps its files: everything under `CONF_HOME` when it is set, otherwise the
/// XDG base directories (cache in `XDG_CACHE_HOME`, data in `XDG_DATA_HOME`, credentials in
/// `XDG_CONFIG_HOME`, each with a `conf` subfolder and the usual defaults under `HOME`).
public struct ConfPaths: Sendable, Equatable {
  /// The SQLite cache of fetched timetables.
  public let cacheFile: URL
  /// The embedded backend's database (used when `CONF_SERVER` is unset).
  public let backendDatabase: URL
  /// The JSON Lines analytics file.
  public let analyticsFile: URL
  /// The credential vault (written by the accounts feature).
  public let credentialsFile: URL

  /// Creates paths from explicit files.
  public init(cacheFile: URL, backendDatabase: URL, analyticsFile: URL, credentialsFile: URL) {
    self.cacheFile = cacheFile
    self.backendDatabase = backendDatabase
    self.analyticsFile = analyticsFile
    self.credentialsFile = credentialsFile
  }

  /// Resolves the paths from environment variables (`CONF_HOME`, `XDG_*`, `HOME`).
  ///
  /// - Throws: `AppConfigurationError.noHome` when neither `CONF_HOME` nor `HOME` is set.
  public init(environment: [String: String]) throws(AppConfigurationError) {
    if let home = environment["CONF_HOME"], !home.isEmpty {
      let folder = URL(fileURLWithPath: home, isDirectory: true)
      self.init(
        cacheFile: folder.appendingPathComponent("cache.sqlite"),
        backendDatabase: folder.appendingPathComponent("backend.sqlite"),
        analyticsFile: folder.appendingPathComponent("analytics.jsonl"),
        credentialsFile: folder.appendingPathComponent("credentials"))
      return
    }
    guard let userHome = environment["HOME"], !userHome.isEmpty else {
      throw .noHome
    }
    func base(_ variable: String, default relative: String) -> URL {
      let value = environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
      let root =
        value.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? URL(fileURLWithPath: userHome, isDirectory: true).appendingPathComponent(relative)
      return root.appendingPathComponent("conf", isDirectory: true)
    }
    let cache = base("XDG_CACHE_HOME", default: ".cache")
    let data = base("XDG_DATA_HOME", default: ".local/share")
    let config = base("XDG_CONFIG_HOME", default: ".config")
    self.init(
      cacheFile: cache.appendingPathComponent("cache.sqlite"),
      backendDatabase: data.appendingPathComponent("backend.sqlite"),
      analyticsFile: data.appendingPathComponent("analytics.jsonl"),
      credentialsFile: config.appendingPathComponent("credentials"))
  }

  /// Creates the folders that hold the files, private to the user (mode 0700).
  public func createFolders(fileManager: FileManager = .default) throws(AppConfigurationError) {
    let folders = Set(
      [cacheFile, backendDatabase, analyticsFile, credentialsFile].map {
        $0.deletingLastPathComponent().path
      })
    for folder in folders.sorted() {
      do {
        try fileManager.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw .cannotCreateFolder(path: folder, reason: error.localizedDescription)
      }
    }
  }
}
