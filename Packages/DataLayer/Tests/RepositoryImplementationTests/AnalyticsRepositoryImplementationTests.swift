import APIClient
import Analytics
import Entity
import Foundation
import Repository
import RepositoryImplementation
import Testing

@Suite("AnalyticsRepositoryImplementation")
struct AnalyticsRepositoryImplementationTests {
  private static func id(_ number: Int) -> UUID {
    UUID(uuidString: "00000000-0000-0000-0000-00000000000\(number)") ?? UUID()
  }

  private static func stored(_ number: Int, layer: AnalyticsEvent.Layer = .domain)
    -> StoredAnalyticsEvent
  {
    StoredAnalyticsEvent(
      id: id(number),
      event: AnalyticsEvent(
        name: "bookmark_added", layer: layer, properties: ["session_id": "10\(number)"],
        timestamp: Date(timeIntervalSince1970: 1_804_640_400 + Double(number))))
  }

  @Test("sends the oldest pending events as one batch in the API's shape and marks them sent")
  func sendsAndMarks() async throws {
    let outbox = FakeAnalyticsOutbox([Self.stored(1, layer: .ui), Self.stored(2), Self.stored(3)])
    let api = FakeAnalyticsAPIClient { batch in
      AnalyticsReceiptEntity(accepted: batch.events.count - 1, duplicates: 1)
    }
    let repository = AnalyticsRepositoryImplementation(api: api, outbox: outbox)

    #expect(try await repository.uploadPendingEvents(limit: 2) == .sent(count: 2, duplicates: 1))

    #expect(
      api.received == [
        AnalyticsBatchEntity(events: [
          AnalyticsEventEntity(
            id: "00000000-0000-0000-0000-000000000001", name: "bookmark_added", layer: "ui",
            timestamp: "2027-03-10T01:00:01Z", properties: ["session_id": "101"]),
          AnalyticsEventEntity(
            id: "00000000-0000-0000-0000-000000000002", name: "bookmark_added",
            layer: "domain", timestamp: "2027-03-10T01:00:02Z",
            properties: ["session_id": "102"]),
        ])
      ])
    #expect(outbox.sentIDs == [Self.id(1), Self.id(2)])
  }

  @Test("an event the backend would refuse is dropped on its own; the rest of its batch is sent")
  func anUnacceptableEventCostsOnlyItself() async throws {
    let tampered = StoredAnalyticsEvent(
      id: Self.id(2),
      event: AnalyticsEvent(
        name: String(repeating: "n", count: 201), layer: .domain,
        timestamp: Date(timeIntervalSince1970: 1_804_640_402)))
    let outbox = FakeAnalyticsOutbox([Self.stored(1), tampered, Self.stored(3)])
    let api = FakeAnalyticsAPIClient { batch in
      AnalyticsReceiptEntity(accepted: batch.events.count, duplicates: 0)
    }
    let repository = AnalyticsRepositoryImplementation(api: api, outbox: outbox)

    #expect(try await repository.uploadPendingEvents(limit: 10) == .sent(count: 2, duplicates: 0))

    #expect(
      api.received.map { $0.events.map(\.id) } == [
        ["00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000003"]
      ])
    #expect(outbox.sentIDs == [Self.id(1), Self.id(2), Self.id(3)])
  }

  @Test("nothing pending: no request")
  func nothingPending() async throws {
    let repository = AnalyticsRepositoryImplementation(
      api: FakeAnalyticsAPIClient(unexpected: ()), outbox: FakeAnalyticsOutbox([]))
    #expect(try await repository.uploadPendingEvents(limit: 100) == .nothingPending)
  }

  @Test("another uploader holds the lease: busy, nothing read or sent")
  func busy() async throws {
    let outbox = FakeAnalyticsOutbox([Self.stored(1)], isLeaseHeldElsewhere: true)
    let repository = AnalyticsRepositoryImplementation(
      api: FakeAnalyticsAPIClient(unexpected: ()), outbox: outbox)
    #expect(try await repository.uploadPendingEvents(limit: 100) == .busy)
    #expect(outbox.sentIDs == [])
  }

  @Test(
    "a failed request leaves the events pending and throws as any backend call",
    arguments: [
      (
        APIClientError.unreachable(reason: "refused"), RepositoryError.offline(reason: "")
      ),
      (.api(APIError(status: 503, code: "busy", message: "m")), .serverFailure(reason: "")),
      (
        .unknownEndpoint(request: "POST http://h/v1/analytics/events"),
        .unknownEndpoint(request: "")
      ),
    ])
  func failedRequest(failure: APIClientError, expected: RepositoryError) async throws {
    let outbox = FakeAnalyticsOutbox([Self.stored(1)])
    let api = FakeAnalyticsAPIClient { _ throws(APIClientError) in throw failure }
    let repository = AnalyticsRepositoryImplementation(api: api, outbox: outbox)

    await #expect {
      try await repository.uploadPendingEvents(limit: 100)
    } throws: { error in
      Self.sameCase(error as? RepositoryError, expected)
    }
    #expect(outbox.sentIDs == [])
  }

  @Test("a batch the backend refuses as malformed (400) is given up, not retried forever")
  func malformedBatchIsDiscarded() async throws {
    let outbox = FakeAnalyticsOutbox([Self.stored(1), Self.stored(2)])
    let api = FakeAnalyticsAPIClient { _ throws(APIClientError) in
      throw .api(APIError(status: 400, code: "bad_request", message: "The field ..."))
    }
    let repository = AnalyticsRepositoryImplementation(api: api, outbox: outbox)

    #expect(try await repository.uploadPendingEvents(limit: 100) == .discarded(count: 2))
    #expect(outbox.sentIDs == [Self.id(1), Self.id(2)])
  }

  @Test("an unreadable events file is a storage error and sends nothing")
  func unreadableFile() async throws {
    let outbox = FakeAnalyticsOutbox(
      [Self.stored(1)], failure: .unusable(path: "/h/analytics.jsonl", reason: "Permission denied"))
    let repository = AnalyticsRepositoryImplementation(
      api: FakeAnalyticsAPIClient(unexpected: ()), outbox: outbox)

    await #expect(
      throws: RepositoryError.storage(
        reason: "The analytics file at /h/analytics.jsonl failed: Permission denied")
    ) {
      try await repository.uploadPendingEvents(limit: 100)
    }
  }

  @Test("with the real file: sent events are never sent again")
  func neverResendsFromTheFile() async throws {
    try await withTemporaryDirectory { (folder: URL) async throws in
      let file = JSONLinesAnalytics(fileURL: folder.appending(path: "analytics.jsonl"))
      for number in 1...3 { file.track(Self.stored(number).event) }
      let api = FakeAnalyticsAPIClient()
      let repository = AnalyticsRepositoryImplementation(api: api, outbox: file)

      #expect(try await repository.uploadPendingEvents(limit: 2) == .sent(count: 2, duplicates: 0))
      #expect(try await repository.uploadPendingEvents(limit: 2) == .sent(count: 1, duplicates: 0))
      #expect(try await repository.uploadPendingEvents(limit: 2) == .nothingPending)

      let ids = api.received.flatMap(\.events).map(\.id)
      #expect(ids.count == 3)
      #expect(Set(ids).count == 3)
    }
  }

  @Test("two uploaders on one file (two conf processes): the second finds it busy")
  func concurrentUploadersDoNotSendTwice() async throws {
    try await withTemporaryDirectory { (folder: URL) async throws in
      let url = folder.appending(path: "analytics.jsonl")
      JSONLinesAnalytics(fileURL: url).track(Self.stored(1).event)
      let entered = Gate()
      let release = Gate()
      let api = FakeAnalyticsAPIClient { batch in
        entered.open()
        await release.wait()
        return AnalyticsReceiptEntity(accepted: batch.events.count, duplicates: 0)
      }
      let first = AnalyticsRepositoryImplementation(
        api: api, outbox: JSONLinesAnalytics(fileURL: url))
      let second = AnalyticsRepositoryImplementation(
        api: api, outbox: JSONLinesAnalytics(fileURL: url))

      let upload = Task { try await first.uploadPendingEvents(limit: 100) }
      await entered.wait()
      #expect(try await second.uploadPendingEvents(limit: 100) == .busy)
      release.open()
      #expect(try await upload.value == .sent(count: 1, duplicates: 0))
      #expect(try await second.uploadPendingEvents(limit: 100) == .nothingPending)
      #expect(api.received.count == 1)
    }
  }

  /// Whether `error` is the same case as `expected`, whatever the reasons say.
  private static func sameCase(_ error: RepositoryError?, _ expected: RepositoryError) -> Bool {
    switch (error, expected) {
    case (.offline?, .offline), (.serverFailure?, .serverFailure),
      (.unknownEndpoint?, .unknownEndpoint):
      true
    default:
      false
    }
  }
}
