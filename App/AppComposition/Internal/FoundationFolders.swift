import Foundation

/// Where swift-corelibs-foundation may put its own files: inside conf's cache folder.
///
/// Making any `URLSessionConfiguration` creates `org.swift.foundation.URLCache/<program>` under
/// `XDG_CACHE_HOME` (or `~/.cache`) and a cookie folder named after the program's folder under
/// `XDG_DATA_HOME` (or `~/.local/share`), even with no cache and no cookies in use. Pointing
/// both variables, for this process only, at a folder of conf's own keeps everything under
/// `CONF_HOME` (or conf's XDG cache folder). `ConfPaths` has read them already; nothing in
/// conf reads them again.
enum FoundationFolders {
  /// Sets this process's `XDG_CACHE_HOME` and `XDG_DATA_HOME` to folders under `folder`, before
  /// Foundation's networking is first used.
  static func confine(to folder: URL) {
    setenv("XDG_CACHE_HOME", folder.appendingPathComponent("cache").path, 1)
    setenv("XDG_DATA_HOME", folder.appendingPathComponent("data").path, 1)
  }
}
