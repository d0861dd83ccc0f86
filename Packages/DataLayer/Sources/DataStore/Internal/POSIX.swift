#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin names for the C calls whose names clash with members (`read`, `write`) elsewhere.
enum POSIX {
  /// `strerror(code)`, for example "Permission denied".
  static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// `read(2)`.
  static func readBytes(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int
  ) -> Int {
    read(descriptor, buffer, count)
  }

  /// `write(2)`.
  static func writeBytes(
    _ descriptor: Int32, from buffer: UnsafeRawPointer?, count: Int
  ) -> Int {
    write(descriptor, buffer, count)
  }

  /// The modification time in `info`, in seconds since 1970.
  static func modificationTime(_ info: stat) -> Int {
    #if canImport(Darwin)
      Int(info.st_mtimespec.tv_sec)
    #else
      Int(info.st_mtim.tv_sec)
    #endif
  }
}
