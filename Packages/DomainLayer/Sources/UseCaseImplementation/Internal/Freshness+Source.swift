import Domain
import Entity
import Repository

extension Freshness {
  /// The freshness of a value that came from `source`, a repository reading from `origin`: a
  /// saved copy says why it was shown, naming the backend or the added conference's website or
  /// file.
  init<Value>(_ source: Fetched<Value>.Source, from origin: ProgrammeOriginEntity = .backend) {
    switch source {
    case .network:
      self = .live
    case .cache(let savedAt, let failure):
      self = .cached(
        savedAt: savedAt,
        because: failure.map { ConnectivityError($0, at: ConnectivityError.Place(origin)) })
    }
  }

  /// `network` or `cache`, for analytics properties.
  var analyticsSource: String {
    isCached ? "cache" : "network"
  }
}
