/// String path helpers; the checker works with `/`-separated absolute paths.
enum PathUtilities {
  /// Joins and normalizes: removes `.` components and resolves `..`.
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    return normalize(base + "/" + relative)
  }

  static func normalize(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }

  /// `path` relative to `root`, or `path` itself when it is outside `root`.
  static func relative(_ path: String, to root: String) -> String {
    if path == root { return "." }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Whether `path` is `ancestor` or inside it.
  static func isInside(_ path: String, _ ancestor: String) -> Bool {
    path == ancestor || path.hasPrefix(ancestor.hasSuffix("/") ? ancestor : ancestor + "/")
  }

  /// The directory part of a relative path (`Packages/Core/README.md` → `Packages/Core`), or
  /// the empty string for a file at the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }
}
