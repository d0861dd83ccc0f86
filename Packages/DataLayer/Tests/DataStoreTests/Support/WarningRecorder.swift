import DataStore
import Synchronization

/// Collects the warnings a store reports.
final class WarningRecorder: Sendable {
  private let recorded = Mutex<[StoreWarning]>([])

  /// The warnings so far, in order.
  var warnings: [StoreWarning] {
    recorded.withLock { $0 }
  }

  /// Records `warning`; pass this as the store's `onWarning`.
  @Sendable func record(_ warning: StoreWarning) {
    recorded.withLock { $0.append(warning) }
  }
}
