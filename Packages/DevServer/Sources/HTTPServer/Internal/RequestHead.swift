import HTTPTypes

/// The request line and headers of one request, before its body is read.
struct RequestHead: Sendable, Equatable {
  var method: HTTPMethod
  /// The request target as sent, for example `/v1/timetable?day=1`.
  var target: String
  /// The minor version of `HTTP/1.x`.
  var minorVersion: Int
  var headers: HTTPHeaders

  /// The lower-cased tokens of every `Connection` header.
  var connectionTokens: Set<String> {
    Set(
      headers.filter { $0.name.lowercased() == "connection" }
        .flatMap { $0.value.split(separator: ",") }
        .map { $0.trimmingASCIIWhitespace().lowercased() })
  }

  /// `true` when the connection stays open after the answer: the HTTP/1.1 default unless
  /// `Connection: close`; for HTTP/1.0 only with `Connection: keep-alive`.
  var isKeepAlive: Bool {
    let tokens = connectionTokens
    if tokens.contains("close") { return false }
    return minorVersion >= 1 || tokens.contains("keep-alive")
  }

  /// `true` when the client waits for `100 Continue` before sending the body.
  var expectsContinue: Bool {
    headers["Expect"]?.lowercased() == "100-continue"
  }
}
