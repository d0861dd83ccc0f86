public import Entity

/// The conference backend's API (api.md), one method per endpoint.
///
/// Implementations turn each call into an `HTTPRequest`, send it through an `HTTPTransport`
/// and decode the body into Entity types.
public protocol ConferenceAPIClient: Sendable {
  /// Where the programme is read from, for messages about it: `.backend` unless the client
  /// reads a published programme (a website or a file).
  var origin: ProgrammeOriginEntity { get }
  /// What the source offers besides its programme (accounts, tickets, where bookmarks are
  /// kept, programme changes). Every client declares it: there is no default, so a new source
  /// cannot inherit another's.
  var capabilities: SourceCapabilitiesEntity { get }
  /// `GET /v1/conference`: the conference's name, time zone and days.
  func conference() async throws(APIClientError) -> ConferenceEntity
  /// `GET /v1/timetable?day=N`.
  func timetable(day: Int) async throws(APIClientError) -> TimetableEntity
  /// `GET /v1/sessions/{id}`; a missing session is `.api` with code `session_not_found`.
  func session(id: SessionEntity.ID) async throws(APIClientError) -> SessionEntity
  /// `GET /v1/sessions?query=Q`.
  func searchSessions(query: String) async throws(APIClientError) -> SessionSearchEntity
}

extension ConferenceAPIClient {
  /// The conference backend: what the API's own clients read from.
  public var origin: ProgrammeOriginEntity { .backend }
}
