import Foundation
import ProgrammeFeed

/// Reads `text` (UTF-8) with a default reader.
func programme(_ text: String, timeZone: String? = nil) throws(ProgrammeFeedError)
  -> FeedProgramme
{
  try ProgrammeFeedReader().programme(from: Data(text.utf8), timeZone: timeZone)
}

/// The error reading `text` throws, or `nil` when it reads.
func failure(_ text: String, timeZone: String? = "UTC") -> ProgrammeFeedError? {
  failure(Data(text.utf8), timeZone: timeZone)
}

/// The error reading `data` throws, or `nil` when it reads.
func failure(
  _ data: Data, timeZone: String? = "UTC", reader: ProgrammeFeedReader = ProgrammeFeedReader()
) -> ProgrammeFeedError? {
  do {
    _ = try reader.programme(from: data, timeZone: timeZone)
    return nil
  } catch {
    return error
  }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "schedule-feed-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
