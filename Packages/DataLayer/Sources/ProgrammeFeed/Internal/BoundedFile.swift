import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a regular file of at most a given size with POSIX calls: `open` (non-blocking, so a
/// named pipe cannot stall it), `fstat` on the open descriptor (so the checked file is the one
/// read), then `read` into a buffer sized from `fstat`.
///
/// A file larger than the limit by its size is refused before any byte is read, and one that
/// grows while it is read as soon as it passes the limit; a folder, a device or a pipe is refused
/// from `fstat` alone.
enum BoundedFile {
  /// The `read(2)` the contents are read with (a test counts the calls).
  typealias Read = (_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int

  static func contents(
    ofFile path: String, maximumBytes: Int
  ) throws(ProgrammeFeedError) -> Data {
    try stampedContents(ofFile: path, maximumBytes: maximumBytes).data
  }

  /// The file's size and modification time, from `stat` (without opening it).
  static func stamp(ofFile path: String) throws(ProgrammeFeedError) -> FeedState.FileStamp {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw .unreadableFile(path: path, reason: reason(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
    return stamp(of: status)
  }

  /// The file's bytes, and its size and modification time from the descriptor they were read
  /// from.
  static func stampedContents(
    ofFile path: String, maximumBytes: Int, readBytes: Read = { read($0, $1, $2) }
  ) throws(ProgrammeFeedError) -> (data: Data, stamp: FeedState.FileStamp) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: reason(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
    guard status.st_size <= maximumBytes else {
      throw .fileTooLarge(path: path, maximumBytes: maximumBytes)
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .unreadableFile(path: path, reason: reason(errno))
      }
      if result == 0 { break }
      count += result
      if count > maximumBytes { throw .fileTooLarge(path: path, maximumBytes: maximumBytes) }
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 64 * 1024)) }
    }
    return (Data(bytes[..<count]), stamp(of: status))
  }

  private static func stamp(of status: stat) -> FeedState.FileStamp {
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return FeedState.FileStamp(
      size: Int(status.st_size), modifiedSeconds: Int(modified.tv_sec),
      modifiedNanoseconds: Int(modified.tv_nsec))
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
