#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the server uses. Every descriptor is close-on-exec
/// (atomically for the listening socket on Linux; accepted sockets are marked right after
/// `accept`, so connections are shut down before they are closed, in case a process spawned in
/// between inherited a copy).
enum Socket {
  /// What waiting on the listening socket produced.
  enum AcceptResult: Equatable {
    /// A new connection.
    case connection(Int32)
    /// Nothing usable this time (an interrupted or aborted accept); wait again.
    case retry
    /// The wake pipe was written: stop accepting.
    case woken
  }

  /// What a read produced.
  enum ReadResult: Equatable {
    case bytes(Int)
    case closed
    case timedOut
  }

  /// A listening TCP socket on 127.0.0.1 and the port it got.
  static func listen(port: UInt16, backlog: Int32) throws(HTTPServerError) -> (Int32, UInt16) {
    let descriptor = socket(AF_INET, streamType, 0)
    guard descriptor >= 0 else { throw failure("socket") }
    setCloseOnExec(descriptor)
    var reuse: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(port).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let error = errno == EADDRINUSE ? HTTPServerError.portInUse(port) : failure("bind")
      close(descriptor)
      throw error
    }
    guard systemListen(descriptor, backlog) == 0 else {
      let error = failure("listen")
      close(descriptor)
      throw error
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else {
      let error = failure("getsockname")
      close(descriptor)
      throw error
    }
    return (descriptor, in_port_t(bigEndian: address.sin_port))
  }

  /// A pipe used to wake the accept loop: `(read end, write end)`.
  static func makePipe() throws(HTTPServerError) -> (Int32, Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw failure("pipe") }
    setCloseOnExec(ends[0])
    setCloseOnExec(ends[1])
    return (ends[0], ends[1])
  }

  /// Waits until `listener` has a connection or `wake` becomes readable.
  static func accept(from listener: Int32, orWakeOn wake: Int32) -> AcceptResult {
    var descriptors = [
      pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&descriptors, 2, -1)
    if ready < 0 { return .retry }
    if descriptors[1].revents != 0 { return .woken }
    guard descriptors[0].revents & Int16(POLLIN) != 0 else { return .retry }
    let client = systemAccept(listener)
    guard client >= 0 else { return .retry }
    setCloseOnExec(client)
    var noDelay: Int32 = 1
    setsockopt(
      client, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      var noSignal: Int32 = 1
      setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return .connection(client)
  }

  /// Appends what arrives on `descriptor` within `timeout` to `buffer`.
  static func read(_ descriptor: Int32, into buffer: inout [UInt8], timeout: Duration)
    -> ReadResult
  {
    let milliseconds = Int32(
      clamping: timeout.components.seconds * 1000
        + timeout.components.attoseconds / 1_000_000_000_000_000)
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    while true {
      let ready = poll(&descriptors, 1, milliseconds)
      if ready == 0 { return .timedOut }
      if ready < 0 {
        if errno == EINTR { continue }
        return .closed
      }
      break
    }
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
        return .bytes(count)
      }
      if count < 0 && errno == EINTR { continue }
      return .closed
    }
  }

  /// Writes every byte; `false` when the peer is gone.
  static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        send(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, sendFlags)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Shuts both directions down, waking any thread blocked on the socket.
  static func shutdownBoth(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Closes a connection without losing the answer just written: sends FIN, then reads and
  /// discards what the client still sends (up to `linger`) so the kernel does not answer unread
  /// input with a reset, then closes.
  static func closeGracefully(_ descriptor: Int32, linger: Duration = .milliseconds(250)) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + linger
    var discarded: [UInt8] = []
    while ContinuousClock.now < deadline {
      discarded.removeAll(keepingCapacity: true)
      let remaining = deadline - ContinuousClock.now
      guard case .bytes = read(descriptor, into: &discarded, timeout: remaining) else { break }
    }
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
    close(descriptor)
  }

  /// Closes a descriptor.
  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #elseif canImport(Darwin)
      _ = Darwin.close(descriptor)
    #endif
  }

  /// Writes one byte to a pipe.
  static func signal(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = withUnsafeBytes(of: &byte) { buffer in
      #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, 1)
      #elseif canImport(Darwin)
        Darwin.write(descriptor, buffer.baseAddress, 1)
      #endif
    }
  }

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
  #endif

  private static func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.listen(descriptor, backlog)
    #else
      Darwin.listen(descriptor, backlog)
    #endif
  }

  private static func systemAccept(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.accept(descriptor, nil, nil)
    #else
      Darwin.accept(descriptor, nil, nil)
    #endif
  }

  private static func setCloseOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  private static func failure(_ call: String) -> HTTPServerError {
    let code = errno
    return .socketFailure(call: call, code: code, message: String(cString: strerror(code)))
  }
}
