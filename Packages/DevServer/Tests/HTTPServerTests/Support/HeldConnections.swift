import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Many connections to 127.0.0.1 that each sent the start of a request and then nothing more:
/// what a slowloris attacker holds open. Closed by `close()`.
final class HeldConnections: Sendable {
  private let descriptors: [Int32]

  /// Opens `count` connections to `port` and sends `prefix` on each, on a thread of its own.
  init(count: Int, port: UInt16, prefix: String = "GET /held HTTP/1.1\r\nHo") async throws {
    Self.raiseOpenFileLimit(to: count * 2 + 256)
    descriptors = try await runOnOwnThread {
      var opened: [Int32] = []
      do {
        for _ in 0..<count {
          let descriptor = try RawClient.connect(port: port)
          opened.append(descriptor)
          try RawClient.send(Array(prefix.utf8), to: descriptor)
        }
      } catch {
        for descriptor in opened { closeDescriptor(descriptor) }
        throw error
      }
      return opened
    }
  }

  /// How many of the connections the server has closed: reading (and dropping) what arrived
  /// reaches the end of the stream or an error.
  func closedCount() -> Int {
    descriptors.filter { descriptor in
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
        }
        if count > 0 { continue }
        return count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
      }
    }.count
  }

  /// Closes every connection.
  func close() {
    for descriptor in descriptors {
      closeDescriptor(descriptor)
    }
  }

  private static func raiseOpenFileLimit(to needed: Int) {
    var limit = rlimit()
    guard getrlimit(resourceNoFile, &limit) == 0, limit.rlim_cur < rlim_t(needed) else { return }
    limit.rlim_cur = min(limit.rlim_max, rlim_t(needed))
    setrlimit(resourceNoFile, &limit)
  }

  #if canImport(Glibc)
    private static let resourceNoFile = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resourceNoFile = RLIMIT_NOFILE
  #endif
}

private func closeDescriptor(_ descriptor: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(descriptor)
  #else
    _ = Darwin.close(descriptor)
  #endif
}
