extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `POST /v1/auth/login (headers: [Accept, Content-Type], body: 48 bytes)`: the method, the
  /// target, the header names and the body's size.
  ///
  /// Header values and body bytes are left out, so logging or printing a request never shows a
  /// bearer token, a cookie or a password.
  public var description: String {
    "\(method) \(target) (headers: \(headers), body: \(body.count) bytes)"
  }

  /// `HTTPRequest(POST /v1/auth/login, headers: [...], body: 48 bytes)`; redacted like
  /// `description`.
  public var debugDescription: String {
    "HTTPRequest(\(method) \(target), headers: \(headers), body: \(body.count) bytes)"
  }

  /// A mirror with the method, target, header names and body size, so `dump` prints no header
  /// value and no body byte.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method, "target": target, "headers": headers, "bodyByteCount": body.count,
      ],
      displayStyle: .struct)
  }
}
