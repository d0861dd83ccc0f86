// swift-format-ignore-file
@testable import Feature
import Testing

@Test func feature() {}
