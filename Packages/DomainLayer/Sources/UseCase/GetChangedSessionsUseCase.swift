public import Domain

/// Says which of the sessions a screen shows moved (day, time or room) or were cancelled since
/// the person last looked at the programme's changes: the sessions a timetable flags.
public protocol GetChangedSessionsUseCase: Sendable {
  /// The ids among `sessions` that moved or were cancelled since the changes were last seen;
  /// empty when they never were (or that copy cannot be read). Never marks anything seen.
  func callAsFunction(among sessions: [Session]) async -> Set<Session.ID>
}
