import Foundation

/// Something worth counting: what a person did, or what happened to their data.
public struct AnalyticsEvent: Sendable, Equatable, Codable {
  /// Where an event was recorded, so "pressed" and "happened" events stay apart.
  ///
  /// The cases are named as the file and the backend spell them (`"ui"`, `"domain"`), so one
  /// name holds from the recorder to the server.
  public enum Layer: String, Sendable, Equatable, Codable {
    /// A person's action, recorded by a view model or CLI command (the presentation layer).
    case ui
    /// A change to data, recorded by a use case.
    case domain
  }

  /// The event name in `snake_case`, for example `timetable_viewed`.
  public let name: String
  /// The layer that recorded it.
  public let layer: Layer
  /// Extra values: ids, counts and kinds only. Never put secrets (passwords, tokens) or
  /// personal data (email addresses, phone numbers, names, typed text) here.
  public let properties: [String: String]
  /// When it happened.
  public let timestamp: Date

  /// Creates an event.
  public init(name: String, layer: Layer, properties: [String: String] = [:], timestamp: Date) {
    self.name = name
    self.layer = layer
    self.properties = properties
    self.timestamp = timestamp
  }
}
