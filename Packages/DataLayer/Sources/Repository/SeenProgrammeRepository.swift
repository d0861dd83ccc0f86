public import Entity
public import Foundation

/// The programme as the person last looked at its changes (`conf changes`), kept per
/// conference so that the next look can say what moved, was cancelled, added or removed since.
public protocol SeenProgrammeRepository: Sendable {
  /// The days as last seen, with when they were seen; `nil` when never (or unreadable).
  func seenProgramme() async -> (timetables: [TimetableEntity], seenAt: Date)?
  /// Records `timetables` as seen now.
  ///
  /// - Throws: `.storage` or `.storageFull` when it cannot be saved.
  func markSeen(_ timetables: [TimetableEntity]) async throws(RepositoryError)
}
