import Foundation
import Synchronization
import Testing

@testable import ProgrammeFeed

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct BoundedFileTests {
  @Test("a file over the limit is refused from its size, before any byte is read")
  func aLargeFileIsRefusedBeforeAnyRead() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/schedule.xml"
    // 10 GiB that take no space: only its size is ever looked at.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 10 << 30) == 0)
    let reads = Mutex(0)

    #expect(throws: ProgrammeFeedError.fileTooLarge(path: path, maximumBytes: 8 << 20)) {
      try BoundedFile.stampedContents(
        ofFile: path, maximumBytes: 8 << 20,
        readBytes: { descriptor, buffer, count in
          reads.withLock { $0 += 1 }
          return read(descriptor, buffer, count)
        })
    }
    #expect(reads.withLock { $0 } == 0)
  }

  @Test("a file of exactly the limit is read whole")
  func aFileOfTheLimitIsRead() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/schedule.xml"
    let bytes = Data(repeating: 0x3C, count: 4096)
    try bytes.write(to: URL(filePath: path))

    #expect(try BoundedFile.contents(ofFile: path, maximumBytes: 4096) == bytes)
  }

  @Test("a folder or a device is refused from what it is, before any byte is read")
  func aFolderOrADeviceIsNotAFile() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    for path in [scratch.path, "/dev/zero"] {
      let reads = Mutex(0)
      #expect(throws: ProgrammeFeedError.notAFile(path: path)) {
        try BoundedFile.stampedContents(
          ofFile: path, maximumBytes: 8 << 20,
          readBytes: { descriptor, buffer, count in
            reads.withLock { $0 += 1 }
            return read(descriptor, buffer, count)
          })
      }
      #expect(reads.withLock { $0 } == 0, "\(path)")
    }
  }
}
