// swift-format-ignore-file
@_exported import Model

public protocol Store: Sendable {
  func items() -> [Item]
}
