// swift-format-ignore-file
import Base

public struct MiddleValue {
  public let base = BaseValue()
  public init() {}
}
