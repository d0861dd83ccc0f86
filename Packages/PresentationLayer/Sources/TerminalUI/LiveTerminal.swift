import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal: termios raw mode on standard input, the alternate screen on
/// standard output, the size from `TIOCGWINSZ`, and the signals that concern a full-screen app
/// (SIGWINCH, SIGTSTP, SIGCONT, SIGTERM, SIGHUP, SIGINT) turned into `TerminalEvent`s.
///
/// The saved modes are restored by `leaveFullScreen()`, which the app calls on every exit path;
/// since raw mode reads Ctrl-C and Ctrl-Z as keys, and the signals are caught as events, none of
/// them can end the process with the terminal left in raw mode.
public final class LiveTerminal: TerminalDevice {
  private struct Running {
    var original: termios
    var sources: [any DispatchSourceProtocol]
    /// Between `suspend()` restoring the terminal and the process being continued: the
    /// terminal then belongs to the shell, and nothing may put it back in raw mode.
    var isStopping = false
  }

  private let input: Int32
  private let output: Int32
  private let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let running = Mutex<Running?>(nil)
  private let queue = DispatchQueue(label: "conf.terminal")
  private let handledSignals = [SIGWINCH, SIGTSTP, SIGCONT, SIGTERM, SIGHUP, SIGINT]
  /// Signalled at each SIGCONT: `suspend()` waits on it, since `kill(getpid(), SIGSTOP)` returns
  /// before a process with several threads has stopped.
  private let continued = DispatchSemaphore(value: 0)

  /// Creates the terminal on `input` and `output` (standard input and output by default);
  /// changes nothing until `enterFullScreen()`.
  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
    (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// The window's size, or 80×24 when the terminal does not say.
  public var size: TerminalSize {
    Self.size(of: output)
  }

  private static func size(of output: Int32) -> TerminalSize {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else { return TerminalSize(columns: 80, rows: 24) }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Keys, resizes and signals, in order.
  public var events: AsyncStream<TerminalEvent> { stream }

  /// See `TerminalDevice.enterFullScreen()`.
  public func enterFullScreen() throws(TerminalError) {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else {
      throw .modesUnavailable(reason: Self.systemError())
    }
    try setRawMode(from: original)
    running.withLock { running in
      running = Running(original: original, sources: startSources())
    }
    write(Self.fullScreenOn)
  }

  /// See `TerminalDevice.leaveFullScreen()`.
  public func leaveFullScreen() {
    let original = running.withLock { running -> termios? in
      defer { running = nil }
      for source in running?.sources ?? [] { source.cancel() }
      return running?.original
    }
    guard let original else { return }
    for signalNumber in handledSignals { signal(signalNumber, SIG_DFL) }
    restoreScreen(original: original)
    continuation.finish()
  }

  /// See `TerminalDevice.write(_:)`.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        writeBytes(to: output, buffer.baseAddress.map { $0 + offset }, count: buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// See `TerminalDevice.suspend()`.
  public func suspend() {
    let original = running.withLock { running -> termios? in
      running?.isStopping = true
      return running?.original
    }
    guard let original else { return }
    restoreScreen(original: original)
    while continued.wait(timeout: .now()) == .success {}
    // Stop as Ctrl-Z stops a program. SIGSTOP, since the SIGTSTP the dispatch source watches
    // may be blocked and would only come back as an event; the shell's `fg` sends SIGCONT.
    kill(getpid(), SIGSTOP)
    // The stop takes effect at some point after `kill` returns: until SIGCONT, the terminal
    // stays the shell's, with no raw mode and no alternate screen.
    continued.wait()
    running.withLock { $0?.isStopping = false }
    reassertMode()
  }

  /// Puts the terminal back in the app's mode (raw, alternate screen, cursor hidden) after
  /// something else may have changed it: the shell restores the modes it saved for a job when
  /// `fg` continues it, possibly after the job has set its own.
  private func reassertMode() {
    guard let original = running.withLock({ $0?.isStopping == false ? $0?.original : nil })
    else { return }
    try? setRawMode(from: original, flushing: false)
    write(Self.fullScreenOn)
  }

  /// The alternate screen, the cursor hidden, bracketed paste on (pasted text arrives between
  /// markers, so it can be taken as text), the screen cleared.
  private static let fullScreenOn = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
  /// Undoes `fullScreenOn`: plain style, bracketed paste off, the cursor shown, the main screen.
  private static let fullScreenOff = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  private func setRawMode(from original: termios, flushing: Bool = true) throws(TerminalError) {
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(input, flushing ? TCSAFLUSH : TCSANOW, &raw) == 0 else {
      throw .modesUnavailable(reason: Self.systemError())
    }
  }

  private func restoreScreen(original: termios) {
    write(Self.fullScreenOff)
    var original = original
    _ = tcsetattr(input, TCSAFLUSH, &original)
  }

  private func startSources() -> [any DispatchSourceProtocol] {
    var sources: [any DispatchSourceProtocol] = []
    let continuation = continuation
    let keys = KeyReader(descriptor: input)
    let reader = DispatchSource.makeReadSource(fileDescriptor: input, queue: queue)
    reader.setEventHandler {
      for key in keys.readKeys() { continuation.yield(.key(key)) }
    }
    reader.resume()
    sources.append(reader)
    for signalNumber in handledSignals {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      let output = output
      source.setEventHandler { [weak self] in
        if signalNumber == SIGCONT {
          self?.continued.signal()
        }
        if signalNumber == SIGCONT || signalNumber == SIGWINCH {
          // Back from the background (also by another program's SIGCONT) or resized: the app's
          // mode again before the next key is read, whatever the shell set meanwhile.
          self?.reassertRawMode()
        }
        continuation.yield(Self.event(for: signalNumber, output: output))
      }
      source.resume()
      sources.append(source)
    }
    return sources
  }

  /// Raw mode again (not the screen: the app redraws it on the event), unless stopping.
  private func reassertRawMode() {
    guard let original = running.withLock({ $0?.isStopping == false ? $0?.original : nil })
    else { return }
    try? setRawMode(from: original, flushing: false)
  }

  private static func event(for signalNumber: Int32, output: Int32) -> TerminalEvent {
    switch signalNumber {
    case SIGWINCH: .resized(size(of: output))
    case SIGTSTP: .suspendRequested
    case SIGCONT: .resumed
    default: .terminated
    }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}

/// `write(2)`, outside the class whose own `write(_:)` hides it.
private func writeBytes(to descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, count: Int) -> Int
{
  write(descriptor, bytes, count)
}
