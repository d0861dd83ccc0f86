/// An HTTP response status code.
public struct HTTPStatus: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The numeric code, for example `404`.
  public let rawValue: Int

  /// Creates a status from its numeric code.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `true` for 2xx codes.
  public var isSuccess: Bool { (200..<300).contains(rawValue) }

  /// The standard reason phrase, or `"Status"` for codes without one.
  public var reasonPhrase: String {
    switch rawValue {
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  /// The code and reason phrase, for example `404 Not Found`.
  public var description: String { "\(rawValue) \(reasonPhrase)" }

  /// 200 OK.
  public static let ok = HTTPStatus(rawValue: 200)
  /// 201 Created.
  public static let created = HTTPStatus(rawValue: 201)
  /// 202 Accepted.
  public static let accepted = HTTPStatus(rawValue: 202)
  /// 204 No Content.
  public static let noContent = HTTPStatus(rawValue: 204)
  /// 400 Bad Request.
  public static let badRequest = HTTPStatus(rawValue: 400)
  /// 401 Unauthorized.
  public static let unauthorized = HTTPStatus(rawValue: 401)
  /// 403 Forbidden.
  public static let forbidden = HTTPStatus(rawValue: 403)
  /// 404 Not Found.
  public static let notFound = HTTPStatus(rawValue: 404)
  /// 405 Method Not Allowed.
  public static let methodNotAllowed = HTTPStatus(rawValue: 405)
  /// 409 Conflict.
  public static let conflict = HTTPStatus(rawValue: 409)
  /// 413 Content Too Large.
  public static let contentTooLarge = HTTPStatus(rawValue: 413)
  /// 422 Unprocessable Content.
  public static let unprocessableContent = HTTPStatus(rawValue: 422)
  /// 500 Internal Server Error.
  public static let internalServerError = HTTPStatus(rawValue: 500)
  /// 503 Service Unavailable.
  public static let serviceUnavailable = HTTPStatus(rawValue: 503)
  /// 507 Insufficient Storage (RFC 4918): the server has no room to store what the request
  /// needs.
  public static let insufficientStorage = HTTPStatus(rawValue: 507)
}
