public import Domain

/// Gets one session by its identifier.
///
/// Call it like a function: `let detail = try await getSession(id)`.
public protocol GetSessionUseCase: Sendable {
  /// The session identified by `id`, with how current it is. For the id of an event the
  /// programme repeats, whose sessions are named apart (`400012@4fqu4f`), the one such session
  /// when only one is left.
  ///
  /// - Throws: `.sessionNotFound(id)` when no session has that identifier,
  ///   `.heldSeveralTimes(id, occurrences:)` when it is an id the programme repeats (the
  ///   sessions named apart), `.connectivity(_)` when the backend gives no usable answer and
  ///   nothing is saved.
  func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail
}
