extension HTTPResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `200 OK (headers: [Content-Type], body: 120 bytes)`: the status, the header names and the
  /// body's size.
  ///
  /// Header values and body bytes are left out: a login or refresh answer carries tokens, and
  /// `Set-Cookie` carries a session.
  public var description: String {
    "\(status) (headers: \(headers), body: \(body.count) bytes)"
  }

  /// `HTTPResponse(200 OK, headers: [...], body: 120 bytes)`; redacted like `description`.
  public var debugDescription: String {
    "HTTPResponse(\(status), headers: \(headers), body: \(body.count) bytes)"
  }

  /// A mirror with the status, header names and body size, so `dump` prints no header value and
  /// no body byte.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["status": status, "headers": headers, "bodyByteCount": body.count],
      displayStyle: .struct)
  }
}
