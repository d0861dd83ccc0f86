import Analytics
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// analytics.jsonl is never reached through a link, and nothing but a regular file is used.
@Suite("JSONLinesAnalytics: no links, regular files only")
struct JSONLinesAnalyticsFileSafetyTests {
  private static let event = AnalyticsEvent(
    name: "timetable_viewed", layer: .ui, timestamp: Date(timeIntervalSince1970: 0))

  /// A folder of its own for each test, removed afterwards.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("analytics-safety-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  @Test("a link to another file gets nothing appended, and reading it is refused")
  func aLinkToAFileIsNotFollowed() throws {
    try withFolder { folder in
      let target = folder + "/notes.txt"
      try Data("mine\n".utf8).write(to: URL(fileURLWithPath: target))
      let path = folder + "/analytics.jsonl"
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
      let sink = JSONLinesAnalytics(fileURL: URL(fileURLWithPath: path))

      sink.track(Self.event)

      #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
      #expect(
        throws: AnalyticsStoreError.unusable(
          path: path,
          reason: "it is a symbolic link, which is not followed (remove it: rm \(path))")
      ) { try sink.pendingEvents(limit: 10) }
    }
  }

  @Test("a dangling link creates no file where it points")
  func aDanglingLinkCreatesNothing() throws {
    try withFolder { folder in
      let target = folder + "/created-through-the-link"
      let path = folder + "/analytics.jsonl"
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

      JSONLinesAnalytics(fileURL: URL(fileURLWithPath: path)).track(Self.event)

      #expect(!FileManager.default.fileExists(atPath: target))
    }
  }

  @Test("a link to /dev/zero is refused at once, without reading it")
  func aLinkToADeviceIsRefused() throws {
    try withFolder { folder in
      let path = folder + "/analytics.jsonl"
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
      let sink = JSONLinesAnalytics(fileURL: URL(fileURLWithPath: path))
      #expect(throws: AnalyticsStoreError.self) { try sink.pendingEvents(limit: 10) }
    }
  }

  @Test("a FIFO in place of the file is refused without blocking")
  func aFIFOIsRefused() throws {
    try withFolder { folder in
      let path = folder + "/analytics.jsonl"
      try #require(mkfifo(path, 0o600) == 0)
      let sink = JSONLinesAnalytics(fileURL: URL(fileURLWithPath: path))
      sink.track(Self.event)
      #expect(
        throws: AnalyticsStoreError.unusable(
          path: path, reason: "it is not a regular file (remove it: rm \(path))")
      ) { try sink.pendingEvents(limit: 10) }
    }
  }

  @Test("a new file is 0600")
  // The umask is left as it is (022 here): it belongs to the process, which parallel tests share.
  func aNewFileIsPrivate() throws {
    try withFolder { folder in
      let path = folder + "/analytics.jsonl"
      JSONLinesAnalytics(fileURL: URL(fileURLWithPath: path)).track(Self.event)
      var status = stat()
      try #require(lstat(path, &status) == 0)
      #expect(status.st_mode & 0o777 == 0o600)
    }
  }
}
