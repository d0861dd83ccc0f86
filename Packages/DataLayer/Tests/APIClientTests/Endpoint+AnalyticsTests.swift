import APIClient
import Entity
import Foundation
import HTTPTypes
import Testing

struct EndpointAnalyticsTests {
  @Test func recordAnalyticsEventsPostsTheBatchWithoutAToken() throws {
    let batch = AnalyticsBatchEntity(events: [
      AnalyticsEventEntity(
        id: "E1", name: "bookmark_added", layer: "domain", timestamp: "2027-03-10T01:00:00Z",
        properties: ["session_id": "104"])
    ])

    #expect(
      try Endpoint.recordAnalyticsEvents(batch).makeRequest()
        == HTTPRequest(
          method: .post, path: "/v1/analytics/events",
          headers: ["Accept": "application/json", "Content-Type": "application/json"],
          body: Data(
            #"{"events":[{"id":"E1","layer":"domain","name":"bookmark_added","properties":{"session_id":"104"},"timestamp":"2027-03-10T01:00:00Z"}]}"#
              .utf8)))
  }
}
