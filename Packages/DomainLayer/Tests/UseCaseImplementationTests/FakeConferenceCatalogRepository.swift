import Entity
import Foundation
import Repository
import Synchronization

/// A catalog kept in memory, recording what was asked of it; `addAnswer` scripts `add`.
final class FakeConferenceCatalogRepository: ConferenceCatalogRepository {
  /// A call the repository received.
  enum Call: Equatable {
    case add(source: String, timeZone: String?, title: String?)
    case use(String?)
    case remove(String)
    case refresh(String)
  }

  private let state: Mutex<(catalog: ConferenceCatalogEntity, calls: [Call])>
  private let addAnswer:
    @Sendable (String, String?) throws(RepositoryError) -> ConferenceListingEntity

  init(
    _ catalog: ConferenceCatalogEntity = .empty,
    add: @escaping @Sendable (String, String?) throws(RepositoryError) -> ConferenceListingEntity =
      {
        source, _ throws(RepositoryError) in
        throw .unreadableResponse(reason: "not scripted: \(source)")
      }
  ) {
    state = Mutex((catalog, []))
    addAnswer = add
  }

  /// Every call so far, oldest first.
  var calls: [Call] { state.withLock { $0.calls } }

  func catalog() async throws(RepositoryError) -> ConferenceCatalogEntity {
    state.withLock { $0.catalog }
  }

  func addConference(
    source: String, timeZone: String?, title: String?
  ) async throws(RepositoryError) -> ConferenceListingEntity {
    state.withLock { $0.calls.append(.add(source: source, timeZone: timeZone, title: title)) }
    return try addAnswer(source, timeZone)
  }

  func useConference(named name: String?) async throws(RepositoryError) {
    state.withLock {
      $0.calls.append(.use(name))
      $0.catalog.current = name
    }
  }

  func removeConference(named name: String) async throws(RepositoryError) {
    state.withLock {
      $0.calls.append(.remove(name))
      $0.catalog.conferences.removeAll { $0.name == name }
    }
  }

  func refreshConference(
    named name: String
  ) async throws(RepositoryError) -> ConferenceListingEntity {
    state.withLock { $0.calls.append(.refresh(name)) }
    guard let listing = state.withLock({ $0.catalog.conferences.first { $0.name == name } }) else {
      throw .notFound(.conference)
    }
    return listing
  }
}
