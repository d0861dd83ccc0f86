public import Foundation

/// Where a schedule feed is published: a web address or a local file.
public enum FeedSource: Sendable, Equatable, CustomStringConvertible {
  /// An `http` or `https` URL with a host, for example
  /// `https://fosdem.org/2026/schedule/xml`.
  case url(URL)
  /// A local file, for example `schedule.xml` (relative to the working folder) or
  /// `/srv/feeds/schedule.json`.
  case file(path: String)

  /// Reads the source a person typed: text starting `http://` or `https://` (in any case) is a
  /// URL, kept with its scheme in lower case (a host may be an IPv6 literal, `http://[::1]:8080/`),
  /// text naming another scheme (`ftp://…`, `file://…`) is refused, anything else is a path.
  /// Leading and trailing white space is ignored.
  ///
  /// - Throws: `ProgrammeFeedError.unsupportedSource` for empty text, another scheme, or an
  ///   `http(s)` URL without a host; `.credentialsInSource` for a URL with a user name or
  ///   password (named without them: they are never kept, printed or sent).
  public init(parsing text: String) throws(ProgrammeFeedError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .unsupportedSource(text) }
    guard let separator = trimmed.range(of: "://"),
      Self.isScheme(trimmed[..<separator.lowerBound])
    else {
      self = .file(path: trimmed)
      return
    }
    let scheme = trimmed[..<separator.lowerBound].lowercased()
    guard scheme == "http" || scheme == "https",
      var components = URLComponents(string: trimmed),
      let host = components.percentEncodedHost, !host.isEmpty
    else { throw .unsupportedSource(trimmed) }
    components.scheme = scheme
    if components.percentEncodedUser != nil || components.percentEncodedPassword != nil {
      components.percentEncodedUser = nil
      components.percentEncodedPassword = nil
      throw .credentialsInSource(components.string ?? scheme + "://" + host)
    }
    guard let url = components.url else { throw .unsupportedSource(trimmed) }
    self = .url(url)
  }

  /// For a URL, the server the transport sends to: its scheme, host and port, without user,
  /// password, path, query or fragment (`https://fosdem.org`); `nil` for a file.
  public var serverURL: URL? {
    guard case .url(let url) = self,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return nil }
    var server = URLComponents()
    server.scheme = components.scheme?.lowercased()
    // Percent-encoded as given, so that an IPv6 literal keeps its brackets.
    server.percentEncodedHost = components.percentEncodedHost
    server.port = components.port
    return server.url
  }

  /// The URL as given, or the path.
  public var description: String {
    switch self {
    case .url(let url): url.absoluteString
    case .file(let path): path
    }
  }

  /// Whether `text` is a URL scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`).
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "+-.".unicodeScalars.contains($0))
    }
  }
}
