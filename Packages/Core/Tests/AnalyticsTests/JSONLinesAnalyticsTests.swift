import Analytics
import Foundation
import Testing

@Suite("JSONLinesAnalytics")
struct JSONLinesAnalyticsTests {
  @Test("each event becomes one JSON line, appended in order")
  func appendsLines() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url)
    let first = AnalyticsEvent(
      name: "timetable_viewed", layer: .presentation, properties: ["day": "1"],
      timestamp: Date(timeIntervalSince1970: 0))
    let second = AnalyticsEvent(
      name: "timetable_loaded", layer: .domain, timestamp: Date(timeIntervalSince1970: 60))
    sink.track(first)
    sink.track(second)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(
      lines == [
        #"{"layer":"presentation","name":"timetable_viewed","properties":{"day":"1"},"timestamp":"1970-01-01T00:00:00Z"}"#,
        #"{"layer":"domain","name":"timetable_loaded","properties":{},"timestamp":"1970-01-01T00:01:00Z"}"#,
      ])
  }

  @Test("a file that cannot be written is ignored, not fatal")
  func ignoresWriteFailures() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID())/a.jsonl")
    let sink = JSONLinesAnalytics(fileURL: url)
    sink.track(AnalyticsEvent(name: "x", layer: .domain, timestamp: Date()))
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("the in-memory sink keeps events in order")
  func keepsEventsInMemory() {
    let sink = InMemoryAnalytics()
    let events = (0..<3).map {
      AnalyticsEvent(name: "e\($0)", layer: .domain, timestamp: Date(timeIntervalSince1970: 0))
    }
    events.forEach(sink.track)
    #expect(sink.events == events)
  }

  @Test("sinks sharing one file, as concurrent conf processes do, lose no line")
  func appendsFromSeveralSinks() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let sinks = (0..<4).map { _ in JSONLinesAnalytics(fileURL: url) }
    await withTaskGroup(of: Void.self) { group in
      for (index, sink) in sinks.enumerated() {
        group.addTask {
          for number in 0..<100 {
            sink.track(
              AnalyticsEvent(
                name: "e\(index)_\(number)", layer: .domain,
                timestamp: Date(timeIntervalSince1970: 0)))
          }
        }
      }
    }
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let names = try lines.map { try decoder.decode(AnalyticsEvent.self, from: Data($0.utf8)).name }
    let expected = (0..<4).flatMap { index in (0..<100).map { "e\(index)_\($0)" } }
    #expect(names.sorted() == expected.sorted())
  }

  @Test("a new file is created readable by its owner only")
  func createsPrivateFiles() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    JSONLinesAnalytics(fileURL: url).track(
      AnalyticsEvent(name: "x", layer: .domain, timestamp: Date(timeIntervalSince1970: 0)))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }
}
