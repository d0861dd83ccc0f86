/// One event in `POST /v1/analytics/events`:
/// `{"id", "name", "layer": "ui" | "domain", "timestamp", "properties": {string: string}}`.
public struct AnalyticsEventEntity: Codable, Sendable, Equatable {
  /// Chosen by the client when the event was recorded; the backend stores an id once.
  public let id: String
  /// The event name, for example `bookmark_added`.
  public let name: String
  /// `ui` or `domain`.
  public let layer: String
  /// When it happened, ISO 8601.
  public let timestamp: String
  /// Ids, counts and fixed words; never personal data or secrets.
  public let properties: [String: String]

  /// Creates an event.
  public init(
    id: String, name: String, layer: String, timestamp: String, properties: [String: String]
  ) {
    self.id = id
    self.name = name
    self.layer = layer
    self.timestamp = timestamp
    self.properties = properties
  }
}
