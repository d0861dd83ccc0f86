import Foundation
import ViewModel

#if canImport(Glibc)
  import Glibc
#endif

/// Rings a reminder for real: the terminal bell (BEL) when there is a terminal to ring, and a
/// desktop notification, through `notify-send` when it is on the `PATH` (run directly with its
/// arguments, never through a shell), else the terminal's own notification escape, OSC 9
/// (`ESC ] 9 ; text BEL`, shown by iTerm2, kitty, WezTerm, Windows Terminal and foot; others
/// ignore it), which was chosen over OSC 777 because more terminals show it and it takes one
/// text.
///
/// The alert's text is already safe (`ReminderAlert` replaces every control character), so it
/// cannot end the escape or steer the terminal; for `notify-send`, whose body may be read as
/// markup, `&`, `<` and `>` are written there as entities.
struct LiveReminderNotifier: ReminderNotifier {
  /// Writes to the terminal, or `nil` when there is none (output to a file or a pipe): then
  /// neither the bell nor the escape is written.
  let writeToTerminal: (@Sendable (String) -> Void)?
  /// `notify-send`'s path, or `nil` when it is not on the `PATH`.
  let notifySend: URL?

  /// A notifier that writes to `writeToTerminal` and finds `notify-send` on `environment`'s
  /// `PATH`.
  init(writeToTerminal: (@Sendable (String) -> Void)?, environment: [String: String]) {
    self.writeToTerminal = writeToTerminal
    notifySend = Self.executable(named: "notify-send", path: environment["PATH"])
  }

  func ring(_ alert: ReminderAlert) async {
    writeToTerminal?("\u{07}")
    if let notifySend,
      await Self.run(
        notifySend,
        arguments: ["--app-name=conf", "--", alert.title, Self.escapedMarkup(alert.body)])
    {
      return
    }
    // No notify-send, or one that could not be started: the terminal's own notification.
    writeToTerminal?("\u{1B}]9;\(alert.line)\u{07}")
  }

  /// The first executable file named `name` in the folders of `path` (absolute ones only).
  static func executable(named name: String, path: String?) -> URL? {
    for folder in (path ?? "").split(separator: ":") where folder.hasPrefix("/") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if access(candidate.path, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// `text` with `&`, `<` and `>` as entities, for a notification body read as markup.
  static func escapedMarkup(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// Runs `executable` with `arguments` (no shell, no input, output discarded) and waits for it
  /// to end; `false` when it could not be started.
  private static func run(_ executable: URL, arguments: [String]) async -> Bool {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      process.terminationHandler = { _ in continuation.resume(returning: true) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(returning: false)
      }
    }
  }
}
