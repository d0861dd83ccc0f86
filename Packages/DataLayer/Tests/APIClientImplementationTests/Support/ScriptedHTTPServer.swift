import Foundation
import Glibc
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 that keeps connections alive and answers each request as
/// `reply` says: an answer, a drop after reading it (a proxy that applied the request and lost
/// the connection), a body that never ends, or a head followed by silence. It records every request line it read, in order,
/// and how many connections it accepted. One thread per connection.
final class ScriptedHTTPServer: Sendable {
  /// What the server does with one request.
  enum Reply: Sendable {
    /// Sends these raw bytes and keeps the connection open for the next request.
    case answer(String)
    /// Closes the connection without answering.
    case drop
    /// Sends this head, then body bytes until the client goes away.
    case endless(head: String)
    /// Sends this head, then nothing until the client goes away.
    case stall(head: String)
  }

  /// The port it listens on.
  let port: Int

  private let socket: Int32
  private let reply: @Sendable (_ requestLine: String) -> Reply
  private let lines = Mutex<[String]>([])
  private let connections = Atomic<Int>(0)

  /// Listens on a free port; every request read gets `reply(requestLine)`.
  init(reply: @escaping @Sendable (_ requestLine: String) -> Reply) throws {
    let (socket, port) = try LoopbackServer.silentSocket()
    self.socket = socket
    self.port = port
    self.reply = reply
    Thread { [self] in acceptConnections() }.start()
  }

  /// The request lines read so far (`POST /v1/me/tickets HTTP/1.1`), in order.
  var requestLines: [String] { lines.withLock { $0 } }

  /// The connections accepted so far.
  var connectionCount: Int { connections.load(ordering: .sequentiallyConsistent) }

  /// Stops accepting connections.
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func acceptConnections() {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      connections.add(1, ordering: .sequentiallyConsistent)
      Thread { [self] in serve(connection) }.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var pending: [UInt8] = []
    while let line = Self.readRequest(from: connection, buffer: &pending) {
      lines.withLock { $0.append(line) }
      switch reply(line) {
      case .answer(let bytes):
        guard Self.write(bytes, to: connection) else { return }
      case .drop:
        return
      case .endless(let head):
        guard Self.write(head, to: connection) else { return }
        let chunk = String(repeating: "x", count: 64 * 1024)
        while Self.write(chunk, to: connection) {}
        return
      case .stall(let head):
        guard Self.write(head, to: connection) else { return }
        var byte: UInt8 = 0
        // Returns once the client closes the connection (or sends something, which it
        // does not).
        _ = recv(connection, &byte, 1, 0)
        return
      }
    }
  }

  private static func write(_ text: String, to connection: Int32) -> Bool {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Reads one request (head and `Content-Length` body) from `connection`, keeping what follows
  /// it in `buffer`; returns its request line, or `nil` once the client closed.
  private static func readRequest(from connection: Int32, buffer: inout [UInt8]) -> String? {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if let end = headEnd(in: buffer) {
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        let length =
          head.split(separator: "\r\n").first {
            $0.lowercased().hasPrefix("content-length:")
          }.flatMap {
            Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
          }
          ?? 0
        if buffer.count >= end + 4 + length {
          buffer.removeFirst(end + 4 + length)
          return head.split(separator: "\r\n").first.map(String.init) ?? ""
        }
      }
      let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
    }
  }

  private static func headEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index
    }
    return nil
  }
}
