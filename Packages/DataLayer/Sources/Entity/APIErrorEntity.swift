/// The body of every non-2xx answer: `{"error": {"code": "...", "message": "..."}}`.
public struct APIErrorEntity: Codable, Sendable, Equatable {
  /// The error detail.
  public struct Detail: Codable, Sendable, Equatable {
    /// A stable machine-readable code, for example `session_not_found`.
    public let code: String
    /// A human-readable message.
    public let message: String

    /// Creates a detail.
    public init(code: String, message: String) {
      self.code = code
      self.message = message
    }
  }

  /// The error detail.
  public let error: Detail

  /// Creates an error body.
  public init(error: Detail) {
    self.error = error
  }
}
