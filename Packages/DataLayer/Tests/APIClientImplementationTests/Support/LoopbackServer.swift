import Foundation
import Glibc
import Synchronization

/// A one-shot HTTP server on 127.0.0.1: accepts one connection, records the raw request and
/// answers with a canned response.
final class LoopbackServer: Sendable {
  /// The port it listens on.
  let port: Int

  private let socket: Int32
  private let received = Mutex<String?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Listens on a free port and serves `response` (the raw bytes) to the first connection.
  init(response: String) throws {
    socket = try Self.makeListeningSocket()
    port = try Self.port(of: socket)
    Thread { [self] in serve(response) }.start()
  }

  private func serve(_ response: String) {
    defer { done.signal() }
    let connection = accept(socket, nil, nil)
    guard connection >= 0 else { return }
    defer { close(connection) }
    let request = Self.readRequest(from: connection)
    received.withLock { $0 = request }
    _ = Array(response.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
  }

  /// Waits for the connection to finish and returns the request as received.
  func receivedRequest() -> String? {
    done.wait()
    close(socket)
    return received.withLock { $0 }
  }

  /// A listening socket on 127.0.0.1 that never accepts: connections are made but nothing is
  /// ever answered. Close the returned socket when done.
  static func silentSocket() throws -> (socket: Int32, port: Int) {
    let socket = try makeListeningSocket()
    return (socket, try port(of: socket))
  }

  /// Waits for a client of the listening `socket` (from `silentSocket()`) to connect and send
  /// its request head, and returns the connection, never answered (close it when done), with
  /// what was received; `nil` when no request came within 120 s.
  static func acceptRequest(on socket: Int32) async -> (connection: Int32, request: String)? {
    await withCheckedContinuation { continuation in
      Thread {
        var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, 120_000) == 1 else { return continuation.resume(returning: nil) }
        let connection = accept(socket, nil, nil)
        guard connection >= 0 else { return continuation.resume(returning: nil) }
        var limit = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(
          connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        continuation.resume(returning: (connection, readRequest(from: connection)))
      }.start()
    }
  }

  /// A port on 127.0.0.1 that nothing listens on.
  static func unusedPort() throws -> Int {
    let socket = try makeBoundSocket()
    defer { close(socket) }
    return try port(of: socket)
  }

  private static func makeListeningSocket() throws -> Int32 {
    let socket = try makeBoundSocket()
    guard listen(socket, 1) == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    return socket
  }

  private static func makeBoundSocket() throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard status == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    return socket
  }

  private static func port(of socket: Int32) throws -> Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let status = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard status == 0 else { throw POSIXError(.EBADF) }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Reads the head and, when `Content-Length` says so, the body.
  private static func readRequest(from connection: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
      let text = String(decoding: bytes, as: UTF8.self)
      guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
      let head = text[..<headEnd.lowerBound].lowercased()
      let length =
        head.split(separator: "\r\n")
        .first { $0.hasPrefix("content-length:") }
        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
        ?? 0
      if text.utf8.count - text[..<headEnd.upperBound].utf8.count >= length {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
