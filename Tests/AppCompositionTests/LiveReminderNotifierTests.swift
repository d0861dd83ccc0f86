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

  /// Writes an executable script through a close-on-exec descriptor: tests run in parallel and
  /// start processes, and a child that inherited a descriptor open for writing would keep the
  /// script busy (`ETXTBSY`) for as long as it lives.
  private static func writeExecutable(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    try handle.write(contentsOf: Data(text.utf8))
  }

  @Test("a notify-send that cannot be started: the bell, then the terminal's OSC 9 escape")
  func notifySendThatFails() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notify-send-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Executable, but not a program the system can start (no interpreter line, not ELF).
    try Self.writeExecutable("\u{7F}garbage", to: folder.appendingPathComponent("notify-send"))
    let written = Written()
    let notifier = LiveReminderNotifier(
      writeToTerminal: written.write, environment: ["PATH": folder.path])

    await notifier.ring(Self.alert(title: "Go"))

    #expect(
      written.text.withLock { $0 }
        == "\u{07}\u{1B}]9;Go: Session 101 starts in 5 minutes in UD2.218A.\u{07}")
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
    try Self.writeExecutable(
      "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(log.path)'\n", to: script)
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
