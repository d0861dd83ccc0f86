public import HTTPTypes

extension HTTPResponse {
  /// What this answer says about a login it wants, in words for a message, or `nil` when it
  /// wants none: a 401 is the server asking for one (`the server asks for a login (HTTP Basic
  /// authentication)`, the scheme read from `WWW-Authenticate`), a 407 a proxy asking for one,
  /// with what to do (the proxy's user name and password go in `https_proxy` or `http_proxy`).
  ///
  /// The clients send no HTTP login, so either ends the request; the API clients add what to
  /// do about a server's demand, which depends on what they read. Only a scheme made of
  /// letters, digits, `-` and `_` (at most 24) is quoted from the header.
  public var loginDemand: String? {
    switch status.rawValue {
    case 401:
      "the server asks for a login (\(Self.scheme(in: headers["WWW-Authenticate"]) ?? "401 Unauthorized"))"
    case 407:
      "a proxy on the way asks for a login (407 Proxy Authentication Required"
        + "\(Self.scheme(in: headers["Proxy-Authenticate"]).map { ", \($0)" } ?? "")): give the "
        + "proxy's user name and password in https_proxy or http_proxy "
        + "(http://user:password@proxy:port)"
    default:
      nil
    }
  }

  /// `HTTP Basic authentication` for `Basic realm="x"`; `nil` when the challenge is missing or
  /// its scheme cannot be quoted.
  private static func scheme(in challenge: String?) -> String? {
    let name = (challenge ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).first ?? ""
    let isQuotable =
      !name.isEmpty && name.count <= 24
      && name.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
            || $0 == "_")
      }
    return isQuotable ? "HTTP \(name) authentication" : nil
  }
}
