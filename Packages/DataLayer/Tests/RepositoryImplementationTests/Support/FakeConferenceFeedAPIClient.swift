import APIClient
import Entity
import Testing

/// A `ConferenceFeedAPIClient` whose answers the test sets; any call the test did not set
/// records an issue and fails.
struct FakeConferenceFeedAPIClient: ConferenceFeedAPIClient {
  var conference: @Sendable () async throws(APIClientError) -> ConferenceEntity = {
    () throws(APIClientError) in throw unexpected("conference()")
  }
  var timetable: @Sendable (Int) async throws(APIClientError) -> TimetableEntity = {
    day throws(APIClientError) in throw unexpected("timetable(day: \(day))")
  }
  var session: @Sendable (SessionEntity.ID) async throws(APIClientError) -> SessionEntity = {
    id throws(APIClientError) in throw unexpected("session(id: \(id))")
  }
  var searchSessions: @Sendable (String) async throws(APIClientError) -> SessionSearchEntity = {
    query throws(APIClientError) in throw unexpected("searchSessions(query: \(query))")
  }
  var refresh: @Sendable (Bool) async throws(APIClientError) -> FeedRefreshEntity = {
    force throws(APIClientError) in throw unexpected("refresh(force: \(force))")
  }

  func conference() async throws(APIClientError) -> ConferenceEntity {
    try await conference()
  }

  func timetable(day: Int) async throws(APIClientError) -> TimetableEntity {
    try await timetable(day)
  }

  func session(id: SessionEntity.ID) async throws(APIClientError) -> SessionEntity {
    try await session(id)
  }

  func searchSessions(query: String) async throws(APIClientError) -> SessionSearchEntity {
    try await searchSessions(query)
  }

  func refresh(force: Bool) async throws(APIClientError) -> FeedRefreshEntity {
    try await refresh(force)
  }
}

private func unexpected(_ call: String) -> APIClientError {
  Issue.record("unexpected feed API call: \(call)")
  return .encoding(reason: "unexpected call \(call)")
}
