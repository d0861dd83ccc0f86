import Foundation

/// Something worth counting: what a person did, or what happened to their data.
public struct AnalyticsEvent: Sendable, Equatable, Codable {
  /// Where an event was recorded, so "pressed" and "happened" events stay apart.
  public enum Layer: String, Sendable, Equatable, Codable {
    /// A person's action, recorded by a view model or CLI command.
    case presentation
    /// A change to data, recorded by a use case.
    case domain
  }

  /// The event name in `snake_case`, for example `timetable_viewed`.
  public let name: String
  /// The layer that recorded it.
  public let layer: Layer
  /// Extra values. Never put secrets (passwords, tokens) here.
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
