import Synchronization
import TerminalUI

/// A `TerminalDevice` for screen tests: events come from an `EventScript`, and everything the app
/// writes goes through a `TerminalEmulator`, so a test reads the screen a person would see and
/// counts the bytes each key cost.
final class FakeTerminal: TerminalDevice {
  /// What the terminal has seen so far.
  struct Record: Sendable {
    var emulator: TerminalEmulator
    var size: TerminalSize
    var bytesWritten = 0
    var output = ""
    var isFullScreen = false
    var entered = 0
    var left = 0
    var suspended = 0
  }

  /// Where the test's events come from.
  let script: EventScript
  let events: AsyncStream<TerminalEvent>
  private let record: Mutex<Record>

  init(size: TerminalSize) {
    record = Mutex(Record(emulator: TerminalEmulator(size: size), size: size))
    let script = EventScript()
    self.script = script
    events = AsyncStream(unfolding: { await script.next() })
  }

  var size: TerminalSize { record.withLock { $0.size } }

  /// A copy of what the terminal has seen.
  var snapshot: Record { record.withLock { $0 } }

  func enterFullScreen() throws(TerminalError) {
    record.withLock {
      $0.isFullScreen = true
      $0.entered += 1
    }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
  }

  func leaveFullScreen() {
    let wasFullScreen = record.withLock { record -> Bool in
      defer { record.isFullScreen = false }
      if record.isFullScreen { record.left += 1 }
      return record.isFullScreen
    }
    if wasFullScreen { write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l") }
  }

  func write(_ text: String) {
    record.withLock {
      $0.bytesWritten += text.utf8.count
      $0.output += text
      $0.emulator.apply(text)
    }
  }

  func suspend() {
    record.withLock { $0.suspended += 1 }
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
  }

  /// Changes the window's size (what SIGWINCH reports); the emulator starts blank at the new size.
  func resize(to size: TerminalSize) {
    record.withLock {
      $0.size = size
      $0.emulator.resize(to: size)
    }
  }
}
