import APIClient
import Entity
import Testing

/// A `ProgrammeFeedAPIClient` whose answers the test sets: the programme's through
/// `FakeConferenceAPIClient`, the refresh here; any call the test did not set records an issue
/// and fails.
struct FakeProgrammeFeedAPIClient: ProgrammeFeedAPIClient {
  /// The programme's answers (`conference()`, `timetable(day:)`, `session(id:)`, search).
  var programme = FakeConferenceAPIClient()
  var refresh: @Sendable (Bool) async throws(APIClientError) -> FeedRefreshEntity = {
    force throws(APIClientError) in
    Issue.record("unexpected feed API call: refresh(force: \(force))")
    throw .encoding(reason: "unexpected call refresh(force: \(force))")
  }

  func conference() async throws(APIClientError) -> ConferenceEntity {
    try await programme.conference()
  }

  func timetable(day: Int) async throws(APIClientError) -> TimetableEntity {
    try await programme.timetable(day: day)
  }

  func session(id: SessionEntity.ID) async throws(APIClientError) -> SessionEntity {
    try await programme.session(id: id)
  }

  func searchSessions(query: String) async throws(APIClientError) -> SessionSearchEntity {
    try await programme.searchSessions(query: query)
  }

  /// What the fake source offers.
  var capabilities: SourceCapabilitiesEntity { programme.capabilities }

  /// What `readingNotes()` answers.
  var notes: [String] = []

  func refresh(force: Bool) async throws(APIClientError) -> FeedRefreshEntity {
    try await refresh(force)
  }

  func readingNotes() async throws(APIClientError) -> [String] {
    notes
  }
}
