import Foundation
import Synchronization

/// Hands out `00000000-0000-0000-0000-000000000001`, `…002` and so on, so lines are pinned.
final class SequentialIDs: Sendable {
  private let next = Atomic<Int>(1)

  /// The next identifier.
  func make() -> UUID {
    let number = next.add(1, ordering: .relaxed).oldValue
    return Self.id(number)
  }

  /// The identifier numbered `number`.
  static func id(_ number: Int) -> UUID {
    let digits = String(number)
    let text =
      "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count)
      + digits
    guard let id = UUID(uuidString: text) else { preconditionFailure("bad test id \(number)") }
    return id
  }
}

/// A fresh file name in the temporary folder, removed by the caller.
func temporaryAnalyticsFile() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("analytics-\(UUID().uuidString).jsonl")
}
