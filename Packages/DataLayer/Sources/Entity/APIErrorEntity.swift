/// The body of every non-2xx answer: `{"error": {"code": "...", "message": "...", ...}}`.
public struct APIErrorEntity: Codable, Sendable, Equatable {
  /// The error detail.
  public struct Detail: Codable, Sendable, Equatable {
    /// A stable machine-readable code, for example `session_not_found`.
    public let code: String
    /// A human-readable message.
    public let message: String
    /// When a refused action becomes possible (ISO 8601), for example check-in's opening time
    /// with `check_in_not_open`; `nil` for most errors.
    public let opensAt: String?

    /// Creates a detail.
    public init(code: String, message: String, opensAt: String? = nil) {
      self.code = code
      self.message = message
      self.opensAt = opensAt
    }

    enum CodingKeys: String, CodingKey {
      case code, message
      case opensAt = "opens_at"
    }
  }

  /// The error detail.
  public let error: Detail

  /// Creates an error body.
  public init(error: Detail) {
    self.error = error
  }
}
