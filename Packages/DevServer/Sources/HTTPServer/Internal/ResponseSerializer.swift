import HTTPTypes

/// Turns an `HTTPResponse` into the bytes of an HTTP/1.1 answer.
enum ResponseSerializer {
  /// The status line, headers and body of `response`.
  ///
  /// The server owns framing: any `Content-Length`, `Transfer-Encoding` or `Connection` field
  /// of the handler is replaced; CR and LF are removed from names and values; an answer to
  /// `HEAD` keeps the length of the body it leaves out.
  static func serialize(
    _ response: HTTPResponse, isHead: Bool, isKeepAlive: Bool, isHTTP10: Bool
  ) -> [UInt8] {
    let status = response.status.rawValue
    var text = "HTTP/1.1 \(status) \(reasonPhrase(for: response.status))\r\n"
    let framing: Set<String> = ["content-length", "transfer-encoding", "connection"]
    for field in response.headers where !framing.contains(field.name.lowercased()) {
      text += "\(sanitized(field.name)): \(sanitized(field.value))\r\n"
    }
    let hasBody = !(100..<200).contains(status) && status != 204 && status != 304
    if hasBody {
      text += "Content-Length: \(response.body.count)\r\n"
    }
    if !isKeepAlive {
      text += "Connection: close\r\n"
    } else if isHTTP10 {
      text += "Connection: keep-alive\r\n"
    }
    text += "\r\n"
    var bytes = Array(text.utf8)
    if hasBody && !isHead {
      bytes.append(contentsOf: response.body)
    }
    return bytes
  }

  /// The reason phrase, including the codes `HTTPStatus` has no phrase for.
  static func reasonPhrase(for status: HTTPStatus) -> String {
    switch status.rawValue {
    case 100: "Continue"
    case 408: "Request Timeout"
    case 415: "Unsupported Media Type"
    case 431: "Request Header Fields Too Large"
    case 501: "Not Implemented"
    case 505: "HTTP Version Not Supported"
    default: status.reasonPhrase
    }
  }

  private static func sanitized(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }.map(Character.init))
  }
}
