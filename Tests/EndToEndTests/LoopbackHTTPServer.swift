import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP server on 127.0.0.1 that answers every request with the same bytes, at once or
/// one byte at a time, and records the request lines; one thread per connection.
final class LoopbackHTTPServer: Sendable {
  /// The port it listens on.
  let port: Int
  /// `http://127.0.0.1:PORT`.
  var url: String { "http://127.0.0.1:\(port)" }

  private let socket: Int32
  private let response: [UInt8]
  private let respond: (@Sendable (String) -> [UInt8])?
  private let byteInterval: Duration?
  private let lines = Mutex<[String]>([])
  private let sent = Atomic<Int>(0)
  private let isStopped = Atomic<Bool>(false)

  /// Listens on a free port; every connection gets `response` (raw HTTP), sent whole, or one
  /// byte every `byteInterval` when it is given.
  convenience init(response: String, byteInterval: Duration? = nil) throws {
    try self.init(response: Array(response.utf8), respond: nil, byteInterval: byteInterval)
  }

  /// A server answering each request with what `respond` makes of its head (request line and
  /// header fields, without the body).
  convenience init(respond: @escaping @Sendable (String) -> [UInt8]) throws {
    try self.init(response: [], respond: respond, byteInterval: nil)
  }

  private init(
    response: [UInt8], respond: (@Sendable (String) -> [UInt8])?, byteInterval: Duration?
  ) throws {
    self.response = response
    self.respond = respond
    self.byteInterval = byteInterval
    // Close-on-exec, so the `conf` processes the tests start do not inherit the sockets.
    let socket = Glibc.socket(
      AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && listen(socket, 16) == 0
          && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    self.socket = socket
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread { [self] in acceptConnections() }.start()
  }

  /// The size of the answer each request gets, in bytes.
  var responseSize: Int { response.count }

  /// The bytes of answers sent so far, over every connection.
  var bytesSent: Int { sent.load(ordering: .sequentiallyConsistent) }

  /// The request lines received so far (`GET /v1/timetable?day=1 HTTP/1.1`), in order.
  var requestLines: [String] {
    lines.withLock { $0 }
  }

  /// Stops accepting connections and ends any answer being sent.
  func stop() {
    isStopped.store(true, ordering: .sequentiallyConsistent)
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func acceptConnections() {
    while !isStopped.load(ordering: .sequentiallyConsistent) {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      Thread { [self] in serve(connection) }.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let head = readRequest(from: connection) else { return }
    // "\r\n" is one Character in Swift: the request line ends at the first.
    lines.withLock { $0.append(String(head.prefix { $0 != "\r\n" })) }
    let response = respond?(head) ?? response
    guard let byteInterval else {
      let count = response.withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      sent.add(max(count, 0), ordering: .sequentiallyConsistent)
      return
    }
    // A drip: the pause is the answer's pace, which the client's deadline is tested against.
    for byte in response {
      guard !isStopped.load(ordering: .sequentiallyConsistent),
        withUnsafeBytes(of: byte, { send(connection, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) }) == 1
      else { return }
      sent.add(1, ordering: .sequentiallyConsistent)
      Thread.sleep(forTimeInterval: byteInterval / .seconds(1))
    }
  }

  /// Reads the head and the `Content-Length` body; returns the head.
  private func readRequest(from connection: Int32) -> String? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      let text = String(decoding: bytes, as: UTF8.self)
      guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
      let head = text[..<headEnd.lowerBound]
      let length =
        head.split(separator: "\r\n")
        .first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
        ?? 0
      if text[headEnd.upperBound...].utf8.count >= length {
        return String(head)
      }
    }
  }
}
