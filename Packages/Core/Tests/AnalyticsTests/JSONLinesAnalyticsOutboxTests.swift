import Analytics
import Foundation
import Testing

/// `JSONLinesAnalytics` as the outbox of events waiting for upload.
@Suite("JSONLinesAnalytics as an outbox")
struct JSONLinesAnalyticsOutboxTests {
  private static let epoch = Date(timeIntervalSince1970: 0)

  private static func event(_ name: String) -> AnalyticsEvent {
    AnalyticsEvent(name: name, layer: .domain, properties: ["day": "1"], timestamp: epoch)
  }

  @Test("pending events are the unsent ones, oldest first, at most the limit, with their ids")
  func listsPendingEvents() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, makeID: SequentialIDs().make)
    for name in ["a", "b", "c"] { sink.track(Self.event(name)) }

    #expect(
      try sink.pendingEvents(limit: 2) == [
        StoredAnalyticsEvent(id: SequentialIDs.id(1), event: Self.event("a")),
        StoredAnalyticsEvent(id: SequentialIDs.id(2), event: Self.event("b")),
      ])
  }

  @Test("marking events sent flips their marker in place; they are never pending again")
  func marksSentInPlace() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, makeID: SequentialIDs().make)
    for name in ["a", "b", "c"] { sink.track(Self.event(name)) }
    let sizeBefore = try Data(contentsOf: url).count

    try sink.markSent([SequentialIDs.id(1), SequentialIDs.id(3), SequentialIDs.id(99)])

    #expect(
      try sink.pendingEvents(limit: 10) == [
        StoredAnalyticsEvent(id: SequentialIDs.id(2), event: Self.event("b"))
      ])
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.map { $0.prefix(14) } == [#"{"sent":true ,"#, #"{"sent":false,"#, #"{"sent":true ,"#])
    #expect(try Data(contentsOf: url).count == sizeBefore)
    // Still JSON Lines: every line decodes, `sent` as a Boolean.
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["sent"] is Bool)
    }
  }

  @Test("after a torn last line, the next event is a line of its own and is sent")
  func aTornLastLineCostsOnlyItself() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, makeID: SequentialIDs().make)
    sink.track(Self.event("a"))
    // A write cut short: part of a line, no line break.
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"sent":false,"id":"00000000-0000-0000-0000-0000"#.utf8))
    try handle.close()

    sink.track(Self.event("b"))

    #expect(
      try sink.pendingEvents(limit: 10) == [
        StoredAnalyticsEvent(id: SequentialIDs.id(1), event: Self.event("a")),
        StoredAnalyticsEvent(id: SequentialIDs.id(2), event: Self.event("b")),
      ])
  }

  @Test("a pending line whose event does not decode is marked sent once found, never retried")
  func anUndecodableLineIsGivenUp() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, makeID: SequentialIDs().make)
    sink.track(Self.event("a"))
    let damaged =
      #"{"sent":false,"id":"00000000-0000-0000-0000-000000000009","layer":"nowhere"}"# + "\n"
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(damaged.utf8))
    try handle.close()
    sink.track(Self.event("c"))

    #expect(
      try sink.pendingEvents(limit: 10) == [
        StoredAnalyticsEvent(id: SequentialIDs.id(1), event: Self.event("a")),
        StoredAnalyticsEvent(id: SequentialIDs.id(2), event: Self.event("c")),
      ])
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.map { $0.prefix(14) } == [#"{"sent":false,"#, #"{"sent":true ,"#, #"{"sent":false,"#])
  }

  @Test("no file: nothing pending, nothing to mark, and no file is created")
  func missingFile() throws {
    let url = temporaryAnalyticsFile()
    let sink = JSONLinesAnalytics(fileURL: url)
    #expect(try sink.pendingEvents(limit: 100) == [])
    try sink.markSent([SequentialIDs.id(1)])
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("lines of another shape (an older conf, damage) are never pending")
  func ignoresForeignLines() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let legacy =
      #"{"layer":"presentation","name":"old","properties":{},"timestamp":"1970-01-01T00:00:00Z"}"#
    try Data((legacy + "\n" + "garbage\n").utf8).write(to: url)
    let sink = JSONLinesAnalytics(fileURL: url, makeID: SequentialIDs().make)
    sink.track(Self.event("new"))

    #expect(
      try sink.pendingEvents(limit: 10) == [
        StoredAnalyticsEvent(id: SequentialIDs.id(1), event: Self.event("new"))
      ])
  }

  @Test("past the bound, sent lines are dropped before any unsent one")
  func trimmingPrefersSentLines() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, maximumSize: 8_192, makeID: SequentialIDs().make)
    // About 140 bytes a line: 30 sent lines, then unsent ones until the file is trimmed.
    for number in 1...30 { sink.track(Self.event("s\(number)")) }
    try sink.markSent(Set((1...30).map(SequentialIDs.id)))
    var number = 0
    var wasTrimmed = false
    while !wasTrimmed && number < 200 {
      number += 1
      sink.track(Self.event("u\(number)"))
      wasTrimmed = try Data(contentsOf: url).count <= 4_096
    }
    try #require(wasTrimmed)

    let pending = try sink.pendingEvents(limit: 1_000).map(\.event.name)
    #expect(pending == (1...number).map { "u\($0)" })
    let names = try Self.names(in: url)
    #expect(names.filter { $0.hasPrefix("s") }.count < 30)
    #expect(names.last == "u\(number)")
  }

  @Test("with nothing sent, the oldest unsent lines go and the newest stay, in order")
  func trimmingDropsOldestUnsentLast() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, maximumSize: 4_096, makeID: SequentialIDs().make)
    for number in 0..<200 { sink.track(Self.event("e\(number)")) }

    let pending = try sink.pendingEvents(limit: 1_000).map(\.event.name)
    let first = try #require(pending.first.flatMap { Int($0.dropFirst()) })
    #expect(first > 0)
    #expect(pending == (first..<200).map { "e\($0)" })
  }

  @Test("the default bound keeps over 2,000 unsent events")
  func defaultBoundKeepsAFewThousandEvents() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, makeID: SequentialIDs().make)
    let event = AnalyticsEvent(
      name: "bookmark_add_submitted", layer: .ui, properties: ["session_id": "104"],
      timestamp: Self.epoch)
    for _ in 0..<6_000 { sink.track(event) }

    let pending = try sink.pendingEvents(limit: 10_000)
    #expect(pending.count > 2_000)
    #expect(pending.last?.id == SequentialIDs.id(6_000))
    #expect(try Data(contentsOf: url).count <= JSONLinesAnalytics.defaultMaximumSize)
  }

  @Test("the upload lease is exclusive while held and free again afterwards")
  func uploadLeaseIsExclusive() async throws {
    let url = temporaryAnalyticsFile()
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(atPath: url.path + ".upload-lock")
    }
    let first = JSONLinesAnalytics(fileURL: url)
    let second = JSONLinesAnalytics(fileURL: url)

    let inner = await first.withUploadLease { () async -> Int? in
      await second.withUploadLease { () async -> Int in 1 }
    }
    #expect(inner == .some(nil))
    let afterwards = await second.withUploadLease { () async -> Int in 2 }
    #expect(afterwards == 2)
  }

  @Test("appends from several sinks while events are marked sent lose and splice no line")
  func marksWhileOthersAppend() async throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let ids = SequentialIDs()
    let marker = JSONLinesAnalytics(fileURL: url, makeID: ids.make)
    for number in 0..<50 { marker.track(Self.event("m\(number)")) }
    let sinks = (0..<3).map { _ in JSONLinesAnalytics(fileURL: url, makeID: ids.make) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, sink) in sinks.enumerated() {
        group.addTask {
          for number in 0..<100 { sink.track(Self.event("e\(index)_\(number)")) }
        }
      }
      group.addTask {
        for round in 0..<10 {
          try marker.markSent(Set((round * 5 + 1...round * 5 + 5).map(SequentialIDs.id)))
        }
      }
      try await group.waitForAll()
    }

    let names = try Self.names(in: url)
    #expect(names.count == 350)
    let pending = try marker.pendingEvents(limit: 1_000)
    #expect(pending.count == 300)
    #expect(pending.allSatisfy { !$0.event.name.hasPrefix("m") })
  }

  /// The event names in the file, oldest first; throws when a line is not a whole event.
  private static func names(in url: URL) throws -> [String] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
      try decoder.decode(AnalyticsEvent.self, from: Data($0.utf8)).name
    }
  }
}
