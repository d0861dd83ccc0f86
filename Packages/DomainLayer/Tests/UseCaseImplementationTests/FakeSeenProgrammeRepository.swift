import Entity
import Foundation
import Repository
import Synchronization

/// The programme as last seen, held in memory; records what is marked seen.
final class FakeSeenProgrammeRepository: SeenProgrammeRepository {
  private struct State {
    var seen: (timetables: [TimetableEntity], seenAt: Date)?
    var marked: [[TimetableEntity]] = []
  }

  private let state: Mutex<State>

  /// A repository that has seen `timetables` at `seenAt`, or nothing yet for `nil`.
  init(seen timetables: [TimetableEntity]?, seenAt: Date = Fixtures.now) {
    state = Mutex(State(seen: timetables.map { ($0, seenAt) }))
  }

  /// Every programme marked seen so far, oldest first.
  var marked: [[TimetableEntity]] {
    state.withLock { $0.marked }
  }

  func seenProgramme() async -> (timetables: [TimetableEntity], seenAt: Date)? {
    state.withLock { $0.seen }
  }

  func markSeen(_ timetables: [TimetableEntity]) async throws(RepositoryError) {
    state.withLock {
      $0.marked.append(timetables)
      $0.seen = (timetables, Fixtures.now)
    }
  }
}
