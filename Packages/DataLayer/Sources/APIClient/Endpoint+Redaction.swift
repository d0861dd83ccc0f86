import Foundation

extension Endpoint: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `GET /v1/sessions (query: [query], body: 0 bytes)`: the method, the path, the query item
  /// names and the body's size.
  ///
  /// Query values and body bytes are left out, so printing or logging an endpoint never shows a
  /// password, a refresh token or what someone searched for.
  public var description: String {
    "\(method) \(path) (query: \(queryNames), body: \(body.count) bytes)"
  }

  /// `Endpoint(POST /v1/auth/login, query: [], body: 48 bytes)`; redacted like `description`.
  public var debugDescription: String {
    "Endpoint(\(method) \(path), query: \(queryNames), body: \(body.count) bytes)"
  }

  /// A mirror with the method, path, query item names and body size, so `dump` prints no query
  /// value and no body byte.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method, "path": path, "queryNames": queryItems.map(\.name),
        "bodyByteCount": body.count,
      ],
      displayStyle: .struct)
  }

  private var queryNames: String {
    "[" + queryItems.map(\.name).joined(separator: ", ") + "]"
  }
}
