/// `POST /v1/analytics/events` answer (202): `{"accepted": n, "duplicates": m}`.
public struct AnalyticsReceiptEntity: Codable, Sendable, Equatable {
  /// Events stored now.
  public let accepted: Int
  /// Events whose id the backend had received before (not stored again).
  public let duplicates: Int

  /// Creates a receipt.
  public init(accepted: Int, duplicates: Int) {
    self.accepted = accepted
    self.duplicates = duplicates
  }
}
