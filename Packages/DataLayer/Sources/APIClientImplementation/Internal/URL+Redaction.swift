import Foundation

extension URL {
  /// The URL as it may appear in a message: scheme, host, port and path only.
  ///
  /// The user and password (`http://user:password@host`), the query (which may carry a key or a
  /// token) and the fragment are left out.
  var redactedDescription: String {
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true) else {
      return "(a URL that cannot be shown)"
    }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    return components.string ?? "(a URL that cannot be shown)"
  }
}
