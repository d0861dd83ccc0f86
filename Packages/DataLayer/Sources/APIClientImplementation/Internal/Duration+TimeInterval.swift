import Foundation

extension Duration {
  /// The duration in seconds, as Foundation's timeouts expect.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
