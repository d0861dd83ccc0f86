import Analytics
import Entity
import Foundation

extension AnalyticsEventEntity {
  /// The wire form of a stored event: its id (as in the file), name and layer, the timestamp in ISO
  /// 8601 (UTC), the properties unchanged.
  init(_ stored: StoredAnalyticsEvent) {
    self.init(
      id: stored.id.uuidString, name: stored.event.name,
      layer: stored.event.layer.rawValue,
      timestamp: stored.event.timestamp.formatted(.iso8601),
      properties: stored.event.properties)
  }
}
