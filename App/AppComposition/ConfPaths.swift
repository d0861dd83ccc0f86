public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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

  /// The bookmark outbox: changes made offline and the last confirmed bookmark list, beside
  /// the cache (but not a cache: it holds changes that exist nowhere else).
  public var outboxFile: URL {
    cacheFile.deletingLastPathComponent().appendingPathComponent("outbox.sqlite")
  }

  /// The list of conferences added from published programmes, beside the backend's data.
  public var conferencesFile: URL {
    backendDatabase.deletingLastPathComponent().appendingPathComponent("conferences.json")
  }

  /// The folder holding one folder per added conference (its saved programme, bookmarks and
  /// restoration state).
  public var conferencesFolder: URL {
    backendDatabase.deletingLastPathComponent()
      .appendingPathComponent("conferences", isDirectory: true)
  }

  /// The person's settings on this device (the reminder lead time), beside the credential
  /// vault.
  public var preferencesFile: URL {
    credentialsFile.deletingLastPathComponent().appendingPathComponent("preferences.json")
  }

  /// Who is logged in, as last confirmed (beside the credential vault, which keeps tokens
  /// only), so that `conf status` can answer offline.
  public var accountFile: URL {
    credentialsFile.deletingLastPathComponent().appendingPathComponent("account.json")
  }

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

  /// Makes sure the folders that hold the files exist, are the user's own and private.
  ///
  /// A missing folder is created with mode 0700 (under `CONF_HOME` only when the folder that
  /// should hold it exists; the XDG folders get their missing parents). An existing folder
  /// that others can read or write is tightened to 0700, with a warning. Nothing is created or
  /// changed when a check fails.
  ///
  /// - Parameters:
  ///   - userID: Whose folders these must be; the process's effective user by default.
  ///   - createsParents: Whether missing parent folders are created (`false` for `CONF_HOME`,
  ///     where a missing parent is more likely a typo than a wish).
  ///   - warn: Receives one line per folder whose mode was tightened.
  /// - Throws: `AppConfigurationError` naming the folder: not a folder, another user's, not
  ///   writable, a missing parent, or creation failed.
  public func createFolders(
    userID: UInt32 = geteuid(), createsParents: Bool = true,
    warn: (String) -> Void = { _ in }
  ) throws(AppConfigurationError) {
    let folders = Set(
      [cacheFile, backendDatabase, analyticsFile, credentialsFile].map {
        $0.deletingLastPathComponent().path
      })
    for folder in folders.sorted() {
      try Self.prepare(folder, userID: userID, createsParents: createsParents, warn: warn)
    }
  }

  private static func prepare(
    _ folder: String, userID: UInt32, createsParents: Bool, warn: (String) -> Void
  ) throws(AppConfigurationError) {
    var info = stat()
    if lstat(folder, &info) != 0 {
      guard errno == ENOENT else {
        throw .cannotCreateFolder(path: folder, reason: String(cString: strerror(errno)))
      }
      let parent = (folder as NSString).deletingLastPathComponent
      var parentInfo = stat()
      if !createsParents && stat(parent, &parentInfo) != 0 {
        throw .missingParent(path: folder)
      }
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: createsParents,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw .cannotCreateFolder(path: folder, reason: Self.reason(of: error))
      }
      return
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .notAFolder(path: folder)
    }
    guard info.st_uid == userID else {
      throw .wrongOwner(path: folder, owner: Int(info.st_uid))
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      throw .notWritable(path: folder)
    }
    let mode = info.st_mode & 0o777
    if mode & 0o077 != 0 {
      guard chmod(folder, 0o700) == 0 else {
        throw .notWritable(path: folder)
      }
      warn(
        "the data folder \(folder) was open to other users (mode \(String(mode, radix: 8))); "
          + "it is now private (mode 700)")
    }
  }

  /// The POSIX reason inside a Foundation file error, without the whole path again.
  private static func reason(of error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return (error as NSError).localizedDescription
  }
}
