public import Foundation

/// A value read from a local store, with when it was saved.
public struct Cached<Value: Sendable>: Sendable {
  /// The stored value.
  public let value: Value
  /// When the value was saved (the time the caller passed to `save`).
  public let savedAt: Date

  /// Creates a cached value.
  public init(value: Value, savedAt: Date) {
    self.value = value
    self.savedAt = savedAt
  }
}

extension Cached: Equatable where Value: Equatable {}
