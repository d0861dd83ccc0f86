import Domain
import Foundation
import Synchronization
import Testing
import ViewModel

@testable import AppComposition

@Suite("LiveReminderNotifier")
struct LiveReminderNotifierTests {
  /// What was written to the pretend terminal.
  private final class Written: Sendable {
    let text = Mutex("")
    var write: @Sendable (String) -> Void { { text in self.text.withLock { $0 += text } } }
  }

  private static func alert(title: String = "Go <generics> & more") -> ReminderAlert {
    let start = Date(timeIntervalSince1970: 1_804_640_400)
    let session = Session(
      id: "101", title: title, abstract: "", day: .first, startsAt: start,
      endsAt: start + 1_500, timeZone: .gmt, track: Track(name: "Go"), room: "UD2.218A",
      level: nil, language: "en", speakers: [])
    return ReminderAlert(notice: ReminderNotice(session: session, at: start - 300))
  }

  @Test("without notify-send: the bell, then the alert as the terminal's OSC 9 escape")
  func terminalEscape() async {
    let written = Written()
    let notifier = LiveReminderNotifier(
      writeToTerminal: written.write, environment: ["PATH": "/nonexistent"])

    await notifier.ring(Self.alert(title: "Evil\u{1B}]9;x\u{07}"))

    #expect(
      written.text.withLock { $0 }
        == "\u{07}\u{1B}]9;Evil�]9;x�: Session 101 starts in 5 minutes in UD2.218A.\u{07}")
  }

  @Test("with notify-send on the PATH: the bell, and notify-send run with the alert")
  func notifySend() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notify-send-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log")
    let script = folder.appendingPathComponent("notify-send")
    try Data(
      "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(log.path)'\n".utf8
    ).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let written = Written()
    let notifier = LiveReminderNotifier(
      writeToTerminal: written.write, environment: ["PATH": "relative:\(folder.path)"])

    await notifier.ring(Self.alert())

    #expect(written.text.withLock { $0 } == "\u{07}")
    #expect(
      try String(contentsOf: log, encoding: .utf8)
        == "--app-name=conf\n--\nGo <generics> & more\n"
        + "Session 101 starts in 5 minutes in UD2.218A.\n")
  }

  @Test("no terminal: nothing is written; notify-send is found only in absolute folders")
  func noTerminal() async {
    let notifier = LiveReminderNotifier(writeToTerminal: nil, environment: ["PATH": "bin:."])

    await notifier.ring(Self.alert())

    #expect(notifier.notifySend == nil)
    #expect(LiveReminderNotifier.escapedMarkup("a<b>&c") == "a&lt;b&gt;&amp;c")
  }
}
