public import Foundation
public import HTTPTypes

/// A request the API client can make: method, path, query and JSON body, without a host.
public struct Endpoint: Sendable, Equatable {
  /// The method.
  public let method: HTTPMethod
  /// The path, for example `/v1/sessions/101` (already percent-encoded segments are not
  /// expected: pass plain text).
  public let path: String
  /// The query items.
  public let queryItems: [URLQueryItem]
  /// The JSON body, empty for none.
  public let body: Data

  /// Creates an endpoint.
  public init(
    method: HTTPMethod, path: String, queryItems: [URLQueryItem] = [], body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.body = body
  }

  /// The request for this endpoint, with JSON headers and, when given, a bearer token.
  public func makeRequest(bearerToken: String? = nil) -> HTTPRequest {
    var headers: HTTPHeaders = ["Accept": "application/json"]
    if !body.isEmpty {
      headers["Content-Type"] = "application/json"
    }
    if let bearerToken {
      headers["Authorization"] = "Bearer \(bearerToken)"
    }
    return HTTPRequest(
      method: method, path: path, queryItems: queryItems, headers: headers, body: body)
  }

  /// `GET /v1/conference`.
  public static let conference = Endpoint(method: .get, path: "/v1/conference")

  /// `GET /v1/timetable?day=N`.
  public static func timetable(day: Int) -> Endpoint {
    Endpoint(
      method: .get, path: "/v1/timetable",
      queryItems: [URLQueryItem(name: "day", value: String(day))])
  }

  /// `GET /v1/sessions/{id}`.
  ///
  /// `id` goes into the path as plain text and is percent-encoded once when the request is sent.
  /// The caller must make sure it is one segment (not empty, `.` or `..`, and without `/`);
  /// `LiveConferenceAPIClient.session(id:)` refuses any other id.
  public static func session(id: String) -> Endpoint {
    Endpoint(method: .get, path: "/v1/sessions/\(id)")
  }

  /// `GET /v1/sessions?query=Q`.
  public static func searchSessions(query: String) -> Endpoint {
    Endpoint(
      method: .get, path: "/v1/sessions", queryItems: [URLQueryItem(name: "query", value: query)])
  }
}
