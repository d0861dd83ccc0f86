import Synchronization

/// The calls a fake received, in order.
final class CallLog: Sendable {
  private let recorded = Mutex<[String]>([])

  /// The calls so far.
  var calls: [String] {
    recorded.withLock { $0 }
  }

  /// Records `call`.
  func record(_ call: String) {
    recorded.withLock { $0.append(call) }
  }
}
