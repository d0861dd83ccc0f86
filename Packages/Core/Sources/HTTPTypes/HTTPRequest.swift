import Foundation

/// An HTTP request as a value: what the API client sends and what the backend handler receives.
public struct HTTPRequest: Sendable, Equatable {
  /// The request method.
  public var method: HTTPMethod
  /// The path without the query, for example `/v1/sessions/101`; always starts with `/`.
  public var path: String
  /// The decoded query items, in order; empty when there is no query.
  public var queryItems: [URLQueryItem]
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body bytes; empty when there is none.
  public var body: Data

  /// Creates a request.
  public init(
    method: HTTPMethod,
    path: String,
    queryItems: [URLQueryItem] = [],
    headers: HTTPHeaders = [:],
    body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
  }

  /// Creates a request from a request target such as `/v1/timetable?day=1`, splitting and
  /// percent-decoding the path and the query.
  ///
  /// Everything before the first `?` is the path, even when it starts with `//` (an empty first
  /// segment, never a host). Returns `nil` when the target does not start with `/`, or its path
  /// or query is not validly percent-encoded.
  public init?(method: HTTPMethod, target: String, headers: HTTPHeaders = [:], body: Data = Data())
  {
    guard target.hasPrefix("/") else { return nil }
    let encodedPath = target.prefix { $0 != "?" }
    guard let path = encodedPath.removingPercentEncoding else { return nil }
    var queryItems: [URLQueryItem] = []
    if encodedPath.endIndex < target.endIndex {
      guard let query = URLComponents(string: "/" + target[encodedPath.endIndex...]) else {
        return nil
      }
      queryItems = query.queryItems ?? []
    }
    self.init(method: method, path: path, queryItems: queryItems, headers: headers, body: body)
  }

  /// The request target (path plus percent-encoded query) as sent on the request line.
  ///
  /// A `+` in a query name or value is sent as `%2B`, so servers that decode queries as HTML
  /// forms do not read it as a space.
  public var target: String {
    var components = URLComponents()
    components.path = path
    if !queryItems.isEmpty {
      components.queryItems = queryItems
    }
    let query = components.percentEncodedQuery?.replacing("+", with: "%2B")
    return components.percentEncodedPath + (query.map { "?" + $0 } ?? "")
  }

  /// The first value of the query item `name`, or `nil`.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// The bearer token of the `Authorization` header, or `nil` when there is none.
  public var bearerToken: String? {
    guard let value = headers["Authorization"] else { return nil }
    let prefix = "Bearer "
    guard value.count > prefix.count, value.lowercased().hasPrefix(prefix.lowercased()) else {
      return nil
    }
    return String(value.dropFirst(prefix.count))
  }
}
