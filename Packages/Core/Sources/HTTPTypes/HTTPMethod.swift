/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The method token as it appears on the request line, for example `GET`.
  public let rawValue: String

  /// Creates a method from its token; tokens are case-sensitive, as in RFC 9110.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `GET`.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `POST`.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `DELETE`.
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `HEAD`.
  public static let head = HTTPMethod(rawValue: "HEAD")

  /// The methods RFC 9110 makes idempotent that this API uses: sending one of these requests
  /// twice has the effect of sending it once, so it may be sent again after a failure. A POST
  /// is not among them.
  public static let idempotent: Set<HTTPMethod> = [.get, .head, .put, .delete]

  /// The method token.
  public var description: String { rawValue }
}
