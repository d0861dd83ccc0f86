import HTTPTypes

extension HTTPResponse {
  /// A JSON answer with `Content-Type: application/json; charset=utf-8`.
  static func json(_ value: JSONValue, status: HTTPStatus = .ok) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
      body: value.data)
  }

  /// A login or refresh answer; tokens must not be cached (RFC 6749, section 5.1).
  static func tokens(_ pair: AccountStore.TokenPair) -> HTTPResponse {
    var response = json(pair.json)
    response.headers["Cache-Control"] = "no-store"
    return response
  }
}
