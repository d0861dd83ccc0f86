// swift-format-ignore-file
import Foundation
import Store
#if canImport(UIKit)
  import UIKit.UIView
#endif
@_spi(Internal)
@testable import Helpers
import struct Model.Item
public import StoreImplementation
internal import Legacy; import `Model`
