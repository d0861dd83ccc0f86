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

  /// The longest `id`, `name` and `timestamp` the backend takes, in characters
  /// (docs/openapi.yaml, `AnalyticsEvent`).
  public static let maximumFieldLength = 200

  /// Whether the backend takes this event: `id`, `name` and `timestamp` non-empty and at most
  /// `maximumFieldLength` characters, `layer` `ui` or `domain`. A batch holding one it refuses is
  /// refused whole (400).
  public var isAcceptable: Bool {
    [id, name, timestamp].allSatisfy { !$0.isEmpty && $0.count <= Self.maximumFieldLength }
      && ["ui", "domain"].contains(layer)
  }

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
