public import Domain

/// Gets one session by its identifier.
///
/// Call it like a function: `let detail = try await getSession(id)`.
public protocol GetSessionUseCase: Sendable {
  /// The session identified by `id`, with how current it is.
  ///
  /// - Throws: `.sessionNotFound(id)` when no session has that identifier, `.connectivity(_)`
  ///   when the backend gives no usable answer and nothing is saved.
  func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail
}
