#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX calls the event loops use. Every descriptor is non-blocking and
/// close-on-exec (atomically for the listening socket on Linux; accepted sockets are marked right
/// after `accept`, since Glibc's Swift module has no `accept4`).
enum Socket {
  /// What accepting produced.
  enum AcceptResult: Equatable {
    /// A new connection, already non-blocking.
    case connection(Int32)
    /// No connection is waiting.
    case empty
    /// Interrupted or aborted; try again.
    case retry
    /// The process is out of descriptors.
    case outOfDescriptors
  }

  /// What a read produced.
  enum ReadResult: Equatable {
    case bytes(Int)
    case wouldBlock
    case closed
  }

  /// What a write produced.
  enum WriteResult: Equatable {
    case written(Int)
    case wouldBlock
    case failed
  }

  /// A non-blocking listening TCP socket on 127.0.0.1 and the port it got.
  static func listen(port: UInt16, backlog: Int32) throws(HTTPServerError) -> (Int32, UInt16) {
    let descriptor = socket(AF_INET, streamType, 0)
    guard descriptor >= 0 else { throw failure("socket") }
    configure(descriptor)
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

  /// A non-blocking pipe used to wake a loop: `(read end, write end)`.
  static func makePipe() throws(HTTPServerError) -> (Int32, Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw failure("pipe") }
    configure(ends[0])
    configure(ends[1])
    return (ends[0], ends[1])
  }

  /// Opens `/dev/null`: a spare descriptor given up for a moment when the process runs out, so
  /// a waiting connection can still be accepted and turned away.
  static func openSpare() -> Int32 {
    open("/dev/null", O_RDONLY | O_CLOEXEC)
  }

  /// Takes one waiting connection from `listener` without blocking.
  static func accept(from listener: Int32) -> AcceptResult {
    #if canImport(Glibc)
      let client = Glibc.accept(listener, nil, nil)
    #else
      let client = Darwin.accept(listener, nil, nil)
    #endif
    guard client >= 0 else {
      switch errno {
      case EAGAIN, EWOULDBLOCK: return .empty
      case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .outOfDescriptors
      default: return .retry
      }
    }
    configure(client)
    #if canImport(Darwin)
      var noSignal: Int32 = 1
      setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var noDelay: Int32 = 1
    setsockopt(
      client, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    return .connection(client)
  }

  /// Reads what is there into `buffer` (up to its size) without blocking.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
    while true {
      let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
      if count > 0 { return .bytes(count) }
      if count == 0 { return .closed }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return .wouldBlock
      default: return .closed
      }
    }
  }

  /// Writes what the socket takes now of `bytes[offset...]`.
  static func write(_ descriptor: Int32, _ bytes: [UInt8], from offset: Int) -> WriteResult {
    while true {
      let written = bytes.withUnsafeBytes { buffer in
        send(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, sendFlags)
      }
      if written >= 0 { return .written(written) }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return .wouldBlock
      default: return .failed
      }
    }
  }

  /// Sends FIN: the answer is complete; reads still work.
  static func shutdownWrite(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  /// Closes a descriptor.
  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #elseif canImport(Darwin)
      _ = Darwin.close(descriptor)
    #endif
  }

  /// Writes one byte to a pipe; a full pipe already wakes its reader.
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

  /// Reads a pipe until it is empty.
  static func drain(_ descriptor: Int32) {
    var bytes = [UInt8](repeating: 0, count: 256)
    while true {
      let count = bytes.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        #else
          Darwin.read(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if count <= 0 && errno != EINTR { return }
    }
  }

  /// Raises the soft limit on open descriptors to the hard limit when it is below `needed`;
  /// returns the soft limit in force afterwards.
  static func raiseOpenFileLimit(toAtLeast needed: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(resourceNoFile, &limit) == 0 else { return needed }
    if limit.rlim_cur < rlim_t(needed) && limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max == unlimited ? rlim_t(needed) : limit.rlim_max
      if setrlimit(resourceNoFile, &raised) == 0 {
        limit = raised
      }
    }
    return limit.rlim_cur == unlimited ? Int.max : Int(clamping: limit.rlim_cur)
  }

  /// `RLIM_INFINITY`, which Swift imports as a literal that overflows `rlim_t`.
  private static let unlimited = rlim_t.max

  /// `HTTPServerError.socketFailure` for the call that just failed.
  static func failure(_ call: String) -> HTTPServerError {
    let code = errno
    return .socketFailure(call: call, code: code, message: String(cString: strerror(code)))
  }

  #if canImport(Glibc)
    private static let streamType = Int32(
      SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    private static let resourceNoFile = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    private static let resourceNoFile = RLIMIT_NOFILE
  #endif

  private static func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.listen(descriptor, backlog)
    #else
      Darwin.listen(descriptor, backlog)
    #endif
  }

  /// Marks a descriptor non-blocking and close-on-exec.
  private static func configure(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
  }
}
