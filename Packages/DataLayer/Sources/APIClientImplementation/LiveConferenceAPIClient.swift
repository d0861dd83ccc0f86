public import APIClient
public import Entity
import Foundation
import HTTPTypes

/// The conference API over any `HTTPTransport`: builds requests from `Endpoint`, sends them and
/// decodes the answers into Entity types.
///
/// A 2xx body that does not decode throws `.decoding` naming the field; any other status throws
/// `.api` with the code and message of the error body, or `http_<status>` and a generic message
/// when the body is not the error shape (for a 401 or 407 naming the login asked for), except a 404 without one of the API's not-found codes,
/// which throws `.unknownEndpoint` naming the request (the base URL is wrong). Transport failures
/// are passed on as the transport threw them.
///
/// Also the live `AccountAPIClient` (see `LiveConferenceAPIClient+AccountAPIClient.swift`).
public final class LiveConferenceAPIClient: ConferenceAPIClient {
  private let transport: any HTTPTransport

  /// The conference backend offers accounts, tickets, bookmarks kept for the logged-in person,
  /// and programme changes.
  public let capabilities: SourceCapabilitiesEntity = [
    .accounts, .tickets, .bookmarksOnServer, .programmeChanges,
  ]

  /// Creates a client that sends every request through `transport`.
  public init(transport: any HTTPTransport) {
    self.transport = transport
  }

  /// `GET /v1/conference`.
  public func conference() async throws(APIClientError) -> ConferenceEntity {
    try await send(.conference, decoding: ConferenceEntity.self)
  }

  /// `GET /v1/timetable?day=N`.
  public func timetable(day: Int) async throws(APIClientError) -> TimetableEntity {
    try await send(.timetable(day: day), decoding: TimetableEntity.self)
  }

  /// `GET /v1/sessions/{id}`; the id is sent as exactly one path segment, percent-encoded once
  /// (`50%` arrives as `50%25`), so no id can reach another endpoint.
  ///
  /// - Throws: `.encoding` without sending anything when `id` is empty, `.` or `..`, or holds a
  ///   `/`: such an id cannot be one segment, because `HTTPRequest` keeps its path decoded and
  ///   sends every `/` in it as a separator.
  public func session(id: SessionEntity.ID) async throws(APIClientError) -> SessionEntity {
    try await send(.session(id: Self.pathSegment(id)), decoding: SessionEntity.self)
  }

  /// `GET /v1/sessions?query=Q`.
  public func searchSessions(query: String) async throws(APIClientError) -> SessionSearchEntity {
    try await send(.searchSessions(query: query), decoding: SessionSearchEntity.self)
  }

  /// Sends `endpoint` (with `bearerToken` when given) and decodes a 2xx body as `type`.
  func send<Value: Decodable>(
    _ endpoint: Endpoint, bearerToken: String? = nil, decoding type: Value.Type
  ) async throws(APIClientError) -> Value {
    let response = try await send(endpoint, bearerToken: bearerToken)
    do {
      return try JSONDecoder().decode(type, from: response.body)
    } catch {
      throw .decoding(reason: Self.reason(for: error, body: response.body))
    }
  }

  /// Sends `endpoint` (with `bearerToken` when given) and returns a 2xx response as it is.
  @discardableResult
  func send(
    _ endpoint: Endpoint, bearerToken: String? = nil
  ) async throws(APIClientError) -> HTTPResponse {
    let request = endpoint.makeRequest(bearerToken: bearerToken)
    let response = try await transport.send(request)
    guard response.status.isSuccess else {
      throw APIClientError(
        answer: Self.apiError(from: response), to: transport.description(of: request))
    }
    return response
  }

  private static func apiError(from response: HTTPResponse) -> APIError {
    let status = response.status.rawValue
    if let entity = try? JSONDecoder().decode(APIErrorEntity.self, from: response.body) {
      return APIError(
        status: status, code: entity.error.code, message: entity.error.message,
        opensAt: entity.error.opensAt)
    }
    let message: String
    if let demand = response.loginDemand {
      // The API's own 401s carry its error body: a bare challenge is another server's.
      message = status == 401 ? "\(demand), which the conference API does not use" : demand
    } else {
      message = "the server answered \(response.status) without an error description"
    }
    return APIError(status: status, code: "http_\(status)", message: message)
  }

  private static func reason(for error: any Error, body: Data) -> String {
    if body.isEmpty {
      return "the response body is empty"
    }
    guard let decodingError = error as? DecodingError else {
      return "\(error)"
    }
    return decodingError.reason
  }

  /// `id` unchanged when it is one path segment that cannot climb the path; `HTTPRequest.target`
  /// percent-encodes it (so it must not be encoded here: `%2F` would arrive as `%252F`).
  static func pathSegment(_ id: String) throws(APIClientError) -> String {
    guard !id.isEmpty, id != ".", id != "..", !id.contains("/") else {
      throw .encoding(
        reason: "the session id `\(id)` cannot be sent as one path segment "
          + "(it is empty, `.` or `..`, or holds `/`)")
    }
    return id
  }
}
