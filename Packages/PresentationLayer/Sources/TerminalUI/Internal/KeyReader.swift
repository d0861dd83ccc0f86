import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what is waiting on a file descriptor and decodes it into keys, keeping a sequence split
/// across reads until it is complete.
final class KeyReader: Sendable {
  private let descriptor: Int32
  private let decoder = Mutex(KeyDecoder())

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The keys one read completes; none when nothing could be read.
  func readKeys() -> [Key] {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return [] }
    return decoder.withLock { $0.decode(buffer[0..<count]) }
  }
}
