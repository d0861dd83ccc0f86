import APIClient
import Foundation
import HTTPTypes
import Testing

struct EndpointTests {
  @Test func timetableAsksForTheDay() {
    #expect(
      Endpoint.timetable(day: 2).makeRequest()
        == HTTPRequest(
          method: .get, path: "/v1/timetable", queryItems: [URLQueryItem(name: "day", value: "2")],
          headers: ["Accept": "application/json"]))
  }

  @Test func sessionPutsTheIDInThePath() {
    #expect(
      Endpoint.session(id: "104").makeRequest()
        == HTTPRequest(
          method: .get, path: "/v1/sessions/104", headers: ["Accept": "application/json"]))
  }

  @Test func searchSendsTheQueryAsItIs() {
    #expect(
      Endpoint.searchSessions(query: "swift & café").makeRequest()
        == HTTPRequest(
          method: .get, path: "/v1/sessions",
          queryItems: [URLQueryItem(name: "query", value: "swift & café")],
          headers: ["Accept": "application/json"]))
  }

  @Test func aBodyAndATokenAddTheirHeaders() {
    let body = Data(#"{"step":"profile"}"#.utf8)
    let endpoint = Endpoint(method: .put, path: "/v1/me/onboarding", body: body)

    #expect(
      endpoint.makeRequest(bearerToken: "abc")
        == HTTPRequest(
          method: .put, path: "/v1/me/onboarding",
          headers: [
            "Accept": "application/json", "Content-Type": "application/json",
            "Authorization": "Bearer abc",
          ],
          body: body))
  }
}
