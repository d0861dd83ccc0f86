// swift-format-ignore-file
public struct BaseValue {
  public init() {}
}
