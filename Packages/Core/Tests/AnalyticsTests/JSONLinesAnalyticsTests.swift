import Analytics
import Foundation
import Testing

@Suite("JSONLinesAnalytics")
struct JSONLinesAnalyticsTests {
  @Test("each event becomes one unsent JSON line with its id, appended in order")
  func appendsLines() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let ids = SequentialIDs()
    let sink = JSONLinesAnalytics(fileURL: url, makeID: ids.make)
    let first = AnalyticsEvent(
      name: "timetable_viewed", layer: .ui, properties: ["day": "1"],
      timestamp: Date(timeIntervalSince1970: 0))
    let second = AnalyticsEvent(
      name: "timetable_loaded", layer: .domain, timestamp: Date(timeIntervalSince1970: 60))
    sink.track(first)
    sink.track(second)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(
      lines == [
        #"{"sent":false,"id":"00000000-0000-0000-0000-000000000001","layer":"ui","name":"timetable_viewed","properties":{"day":"1"},"timestamp":"1970-01-01T00:00:00Z"}"#,
        #"{"sent":false,"id":"00000000-0000-0000-0000-000000000002","layer":"domain","name":"timetable_loaded","properties":{},"timestamp":"1970-01-01T00:01:00Z"}"#,
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
    let url = temporaryAnalyticsFile()
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
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    JSONLinesAnalytics(fileURL: url).track(
      AnalyticsEvent(name: "x", layer: .domain, timestamp: Date(timeIntervalSince1970: 0)))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test("past its bound the file keeps only its newest whole lines, in order")
  func staysBounded() throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = JSONLinesAnalytics(fileURL: url, maximumSize: 4_096)
    for number in 0..<500 {
      sink.track(
        AnalyticsEvent(
          name: "e\(number)", layer: .domain, properties: ["day": "1"],
          timestamp: Date(timeIntervalSince1970: 0)))
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
      #expect((size ?? .max) <= 4_096)
    }
    let names = try Self.names(in: url)
    let first = try #require(names.first.flatMap { Int($0.dropFirst()) })
    #expect(names == (first..<500).map { "e\($0)" })
    #expect(names.count > 10)
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path
    ).filter { $0.hasPrefix(url.lastPathComponent + ".") }
    #expect(leftovers == [])
  }

  @Test("sinks sharing a file that is being trimmed splice no line")
  func trimsSafelyWhileOthersAppend() async throws {
    let url = temporaryAnalyticsFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let sinks = (0..<4).map { _ in JSONLinesAnalytics(fileURL: url, maximumSize: 8_192) }
    await withTaskGroup(of: Void.self) { group in
      for (index, sink) in sinks.enumerated() {
        group.addTask {
          for number in 0..<300 {
            sink.track(
              AnalyticsEvent(
                name: "e\(index)_\(number)", layer: .domain,
                timestamp: Date(timeIntervalSince1970: 0)))
          }
        }
      }
    }
    let names = try Self.names(in: url)
    #expect(names.count > 20)
    #expect(names.contains { $0.hasSuffix("_299") })
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    #expect((size ?? .max) <= 8_192)
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
