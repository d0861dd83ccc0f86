import Domain
import Repository

extension BookmarkChangeResult {
  /// The result a repository's write means: sent is applied, queued is queued.
  init(_ write: BookmarkWrite) {
    switch write {
    case .sent: self = .applied
    case .queued: self = .queued
    }
  }

  /// The `delivery` property of the domain event: `sent` or `queued`.
  var deliveryName: String {
    switch self {
    case .applied: "sent"
    case .queued: "queued"
    }
  }
}
