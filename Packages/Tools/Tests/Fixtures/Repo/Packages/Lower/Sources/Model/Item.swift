// swift-format-ignore-file
import Foundation

public struct Item: Sendable, Equatable {
  public var name: String
}
