// swift-format-ignore-file
import Middle
import Base

public func makeBase() -> BaseValue {
  MiddleValue().base
}
