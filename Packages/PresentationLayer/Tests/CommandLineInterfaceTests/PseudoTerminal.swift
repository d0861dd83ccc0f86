#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A pseudo-terminal: the reader uses `slave`; the test types and reads the screen on `master`.
  struct PseudoTerminal: Sendable {
    let master: Int32
    let slave: Int32

    /// Opens a new pseudo-terminal; `nil` where the system has none.
    ///
    /// The Glibc module does not import `posix_openpt` and friends (they need `_XOPEN_SOURCE`),
    /// so they are looked up in the C library at run time.
    static func open() -> PseudoTerminal? {
      typealias Open = @convention(c) (Int32) -> Int32
      typealias Prepare = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
      guard let openMaster = function("posix_openpt", as: Open.self),
        let grant = function("grantpt", as: Prepare.self),
        let unlock = function("unlockpt", as: Prepare.self),
        let name = function("ptsname_r", as: Name.self)
      else { return nil }
      let master = openMaster(O_RDWR | O_NOCTTY)
      guard master >= 0 else { return nil }
      var path = [CChar](repeating: 0, count: 128)
      guard grant(master) == 0, unlock(master) == 0, name(master, &path, path.count) == 0 else {
        _ = Glibc.close(master)
        return nil
      }
      let bytes = path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let slave = Glibc.open(String(decoding: bytes, as: UTF8.self), O_RDWR | O_NOCTTY)
      guard slave >= 0 else {
        _ = Glibc.close(master)
        return nil
      }
      return PseudoTerminal(master: master, slave: slave)
    }

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
      dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    var localFlags: tcflag_t {
      var settings = termios()
      _ = tcgetattr(slave, &settings)
      return settings.c_lflag
    }

    /// Types `keys` from another thread as soon as the reader has switched echo off; gives up
    /// after 30 seconds by typing Ctrl-C, so the reader fails instead of hanging. (It never
    /// closes a descriptor itself: the test's `close()` does that, exactly once.)
    func typeOnceEchoIsOff(_ keys: String) {
      let terminal = self
      let thread = Thread {
        for _ in 0..<30_000 {
          if terminal.localFlags & tcflag_t(ECHO) == 0 {
            var bytes = Array(keys.utf8)
            _ = bytes.withUnsafeMutableBytes {
              Glibc.write(terminal.master, $0.baseAddress, $0.count)
            }
            return
          }
          usleep(1_000)
        }
        var interrupt: [UInt8] = [0x03]
        _ = interrupt.withUnsafeMutableBytes {
          Glibc.write(terminal.master, $0.baseAddress, $0.count)
        }
      }
      thread.start()
    }

    /// Types `keys` now; the terminal keeps them until they are read.
    func type(_ keys: String) {
      var bytes = Array(keys.utf8)
      _ = bytes.withUnsafeMutableBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// Sets the size the terminal reports (`TIOCSWINSZ`).
    func resize(columns: Int, rows: Int) {
      var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// What the terminal showed: read until `isComplete` holds for it (then whatever is
    /// already waiting too), or until 120 seconds pass. The terminal hands written bytes to the
    /// master side asynchronously, so a short quiet period does not mean the output is over.
    func output(until isComplete: (String) -> Bool) -> String {
      let deadline = ContinuousClock.now + .seconds(120)
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 256)
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      var isDone = false
      while isDone || ContinuousClock.now < deadline {
        isDone = isDone || isComplete(String(decoding: bytes, as: UTF8.self))
        guard poll(&descriptor, 1, isDone ? 0 : 100) > 0 else {
          if isDone { break }
          continue
        }
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
      _ = Glibc.close(slave)
      _ = Glibc.close(master)
    }
  }
#endif
