import Foundation
import HTTPTypes
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A response as read off the wire.
struct RawResponse: Equatable {
  var statusLine: String
  var headers: [String]
  var body: String
}

/// Why the raw client gave up.
struct RawClientError: Error, Equatable {
  let reason: String
}

/// A TCP client for 127.0.0.1 that writes raw bytes and reads raw answers, so tests see exactly
/// what the server sends. Every read gives up after 120 seconds of silence: long enough that a
/// loaded machine never trips it, so only an answer that never comes does.
///
/// The socket calls block, so each one runs on a thread of its own: a test that blocked a thread
/// of the concurrency pool could starve the server's handler tasks of threads to run on.
final class RawClient: Sendable {
  private let descriptor: Int32
  private let buffer = Mutex<[UInt8]>([])

  /// Connects to 127.0.0.1:`port` and, in the same step, sends `text` (when not empty), so
  /// the first bytes leave right after the connection is made.
  init(port: UInt16, sending text: String = "") async throws {
    let bytes = Array(text.utf8)
    descriptor = try await Self.onOwnThread {
      let descriptor = try Self.connect(port: port)
      do {
        try Self.send(bytes, to: descriptor)
      } catch {
        close(descriptor)
        throw error
      }
      return descriptor
    }
  }

  deinit {
    close(descriptor)
  }

  /// Writes `text` as UTF-8.
  func send(_ text: String) async throws {
    let bytes = Array(text.utf8)
    try await Self.onOwnThread { [descriptor] in try Self.send(bytes, to: descriptor) }
  }

  /// Reads one response; its body is read by `Content-Length` unless `hasBody` is false.
  func readResponse(hasBody: Bool = true) async throws -> RawResponse {
    try await Self.onOwnThread { [self] in
      try buffer.withLock { buffer in try readResponse(hasBody: hasBody, buffer: &buffer) }
    }
  }

  /// `true` when the server has closed the connection and nothing more arrived.
  func isClosedByServer() async throws -> Bool {
    try await Self.onOwnThread { [self] in
      try buffer.withLock { buffer in
        while try readMore(into: &buffer) {}
        return buffer.isEmpty
      }
    }
  }

  /// `true` when nothing from the server is waiting to be read: no bytes, no end of stream.
  /// Does not wait.
  func isQuiet() async throws -> Bool {
    try await Self.onOwnThread { [self] in
      try buffer.withLock { buffer in
        guard buffer.isEmpty else { return false }
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, 1, 0)
        guard ready >= 0 else { throw RawClientError(reason: "poll failed") }
        return ready == 0
      }
    }
  }

  private static func onOwnThread<Result: Sendable>(
    _ body: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await runOnOwnThread(body)
  }

  /// A socket connected to 127.0.0.1:`port` (blocking).
  static func connect(port: UInt16) throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw RawClientError(reason: "socket failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(port).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw RawClientError(reason: "connect failed")
    }
    return descriptor
  }

  /// Writes every byte; a closed peer is an error, never a SIGPIPE.
  static func send(_ bytes: [UInt8], to descriptor: Int32) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Foundation.send(
          descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset, noSignal)
      }
      guard written > 0 else { throw RawClientError(reason: "send failed") }
      offset += written
    }
  }

  private func readResponse(hasBody: Bool, buffer: inout [UInt8]) throws -> RawResponse {
    let headEnd = try readUntilHeadEnd(&buffer)
    let head = String(decoding: buffer[0..<headEnd], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let statusLine = lines.removeFirst()
    let lengthLine = lines.first { $0.lowercased().hasPrefix("content-length:") }
    let declared = lengthLine.flatMap {
      Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces))
    }
    let length = hasBody ? declared ?? 0 : 0
    while buffer.count < headEnd + length {
      guard try readMore(into: &buffer) else {
        throw RawClientError(reason: "closed inside a body")
      }
    }
    let body = String(decoding: buffer[headEnd..<(headEnd + length)], as: UTF8.self)
    buffer.removeFirst(headEnd + length)
    return RawResponse(statusLine: statusLine, headers: lines, body: body)
  }

  private func readUntilHeadEnd(_ buffer: inout [UInt8]) throws -> Int {
    let terminator: [UInt8] = [13, 10, 13, 10]
    while true {
      if buffer.count >= 4 {
        for index in 0...(buffer.count - 4) where Array(buffer[index..<(index + 4)]) == terminator {
          return index + 4
        }
      }
      guard try readMore(into: &buffer) else {
        throw RawClientError(reason: "closed before a response")
      }
    }
  }

  /// Reads what arrives; `false` at end of stream.
  private func readMore(into buffer: inout [UInt8]) throws -> Bool {
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    guard poll(&descriptors, 1, 120_000) > 0 else { throw RawClientError(reason: "timed out") }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count <= 0 { return false }
    buffer.append(contentsOf: chunk[0..<count])
    return true
  }
}

#if canImport(Glibc)
  private let noSignal = Int32(MSG_NOSIGNAL)
#else
  private let noSignal: Int32 = 0
#endif

/// Runs blocking work on a thread of its own, never on a thread of the concurrency pool.
func runOnOwnThread<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result)
  async throws -> Result
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
  }
}
