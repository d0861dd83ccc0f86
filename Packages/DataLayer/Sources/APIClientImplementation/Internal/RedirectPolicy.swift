import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which redirects one request follows, decided from each redirect's `Location` as the server
/// sent it (swift-corelibs-foundation turns a `file:` location into a path on the same server,
/// so its proposed request cannot be trusted).
///
/// A redirect is followed only to an `http` or `https` address, at most `maximumRedirects`
/// times, never back to an address already asked for (a loop), and never to another server
/// (scheme, host or port) when the request carries a login (`Authorization`) or a body, which
/// must not reach a server the caller did not choose.
struct RedirectPolicy: Sendable {
  /// What to do with one redirect.
  enum Decision {
    /// Send this request next.
    case follow(URLRequest)
    /// Stop here; `reason` says where the redirect led and why it is not followed.
    case refuse(reason: String)
  }

  /// The most redirects one request follows.
  static let maximumRedirects = 10

  /// The addresses asked for so far, the first one included.
  private(set) var visited: [URL] = []

  /// Decides on `response`, a redirect answering `current`, whose next request URLSession
  /// proposes as `proposed`.
  mutating func follow(
    _ response: HTTPURLResponse, proposed: URLRequest, from current: URLRequest?
  ) -> Decision {
    guard let from = response.url ?? current?.url else {
      return .refuse(reason: "a redirect came from an address that cannot be read")
    }
    if visited.isEmpty { visited.append(Self.withoutFragment(from)) }
    let first = visited[0].redactedDescription
    guard let location = response.value(forHTTPHeaderField: "Location"),
      let target = URL(string: location, relativeTo: from)?.absoluteURL
    else {
      return .refuse(reason: "\(first) redirects to an address that is not a URL")
    }
    guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = target.host(), !host.isEmpty
    else {
      return .refuse(
        reason: "\(first) redirects to \(Self.kind(of: target)), which is not followed "
          + "(only http and https addresses are)")
    }
    let next = Self.withoutFragment(target)
    guard !visited.contains(next) else {
      return .refuse(
        reason: "\(first) redirects in a loop (back to \(next.redactedDescription))")
    }
    guard visited.count <= Self.maximumRedirects else {
      return .refuse(reason: "\(first) redirects more than \(Self.maximumRedirects) times")
    }
    let request = current ?? proposed
    let carriesCredentials =
      request.value(forHTTPHeaderField: "Authorization") != nil || request.httpBody != nil
    guard !carriesCredentials || Self.origin(of: next) == Self.origin(of: from) else {
      return .refuse(
        reason: "\(first) redirects to another server (\(Self.origin(of: next))), which the "
          + "request's login or body is not sent to")
    }
    visited.append(next)
    var followed = proposed
    followed.url = target
    return .follow(followed)
  }

  /// `url` without its fragment, which never reaches the server.
  private static func withoutFragment(_ url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return url
    }
    components.fragment = nil
    return components.url ?? url
  }

  /// Scheme, host and port, for example `https://fosdem.org:443` (the default port spelt out).
  private static func origin(of url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? ""
    let port = url.port ?? (scheme == "https" ? 443 : 80)
    return "\(scheme)://\(url.host()?.lowercased() ?? ""):\(port)"
  }

  /// A redirect's target that is not followed, as a message may name it: an `http(s)`
  /// address without user, password, query or fragment, else only its scheme (`a non-web
  /// address (file:)`: the path says nothing the person needs).
  private static func kind(of url: URL) -> String {
    guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
      return "an address without a scheme"
    }
    let isLetters = scheme.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || "+-.0123456789".unicodeScalars.contains($0))
    }
    guard isLetters, scheme.count <= 20 else { return "an address of an unknown kind" }
    if scheme == "http" || scheme == "https" { return url.redactedDescription }
    return "a non-web address (\(scheme):)"
  }
}
