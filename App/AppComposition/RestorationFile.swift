import Foundation
import ViewModel

/// The terminal app's restoration file (`app-state.json` beside the credentials): the
/// navigation state as a flat JSON object of strings, written atomically with mode 0600.
///
/// A missing, unreadable or foreign file reads as nothing saved; a failed write is ignored (the
/// next launch starts on the timetable).
struct RestorationFile: Sendable {
  let fileURL: URL

  /// What the last run saved, or `nil`.
  func load() -> AppNavigationState? {
    guard let data = try? Data(contentsOf: fileURL),
      let values = try? JSONSerialization.jsonObject(with: data) as? [String: String]
    else { return nil }
    return AppNavigationState(storedValues: values)
  }

  /// Saves `state`, replacing the file.
  func save(_ state: AppNavigationState) {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: state.storedValues, options: [.sortedKeys])
    else { return }
    let temporary = fileURL.appendingPathExtension("tmp")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else { return }
    if rename(temporary.path, fileURL.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
    }
  }
}
