// swift-format-ignore-file
import Model
import Store

public struct MemoryStore: Store {
  public func items() -> [Item] { [] }
}
