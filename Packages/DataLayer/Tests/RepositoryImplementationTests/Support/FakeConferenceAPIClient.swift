import APIClient
import Entity
import Testing

/// A `ConferenceAPIClient` whose answers the test sets; any call the test did not set records
/// an issue and fails.
struct FakeConferenceAPIClient: ConferenceAPIClient {
  var origin = ProgrammeOriginEntity.backend
  var capabilities: SourceCapabilitiesEntity = [.programmeChanges]
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
}

private func unexpected(_ call: String) -> APIClientError {
  Issue.record("unexpected API call: \(call)")
  return .encoding(reason: "unexpected call \(call)")
}
