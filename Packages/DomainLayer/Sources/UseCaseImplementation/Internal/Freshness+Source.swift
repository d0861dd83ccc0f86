import Domain
import Repository

extension Freshness {
  /// The freshness of a value that came from `source`.
  init<Value>(_ source: Fetched<Value>.Source) {
    switch source {
    case .network: self = .live
    case .cache(let savedAt, _): self = .cached(savedAt: savedAt)
    }
  }

  /// `network` or `cache`, for analytics properties.
  var analyticsSource: String {
    isCached ? "cache" : "network"
  }
}
