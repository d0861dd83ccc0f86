import Domain
import Foundation
import ViewModel

#if canImport(Glibc)
  import Glibc
#endif

/// The reminders already given for one conference (`reminders-given.json` in its data folder):
/// `{"given": [{"session_id": "101", "starts_at": "2027-03-10T01:00:00Z"}, ...]}`, oldest
/// first, at most `GivenReminders.capacity` entries, written atomically (a temporary file
/// renamed over it) with mode 0600.
///
/// A missing, unreadable or foreign file reads as none given; a failed write is ignored (a
/// reminder may then ring again).
struct GivenRemindersFile: Sendable {
  /// The file's name in the conference's data folder.
  static let fileName = "reminders-given.json"

  let fileURL: URL

  /// The log the reminders' view model keeps through this file.
  var log: ReminderLog {
    ReminderLog(load: { load() }, save: { save($0) })
  }

  /// What was kept, or an empty record.
  func load() -> GivenReminders {
    guard let data = try? Data(contentsOf: fileURL),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let given = object["given"] as? [[String: Any]]
    else { return GivenReminders() }
    let formatter = ISO8601DateFormatter()
    return GivenReminders(
      entries: given.compactMap { entry in
        guard let id = entry["session_id"] as? String, !id.isEmpty,
          let text = entry["starts_at"] as? String, let start = formatter.date(from: text)
        else { return nil }
        return GivenReminders.Entry(sessionID: Session.ID(id), startsAt: start)
      })
  }

  /// Keeps `given`, replacing the file.
  func save(_ given: GivenReminders) {
    let formatter = ISO8601DateFormatter()
    let object: [String: Any] = [
      "given": given.entries.map {
        ["session_id": $0.sessionID.rawValue, "starts_at": formatter.string(from: $0.startsAt)]
      }
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return }
    // A name of this process's own: the app and a watcher may write at the same time.
    let temporary = fileURL.appendingPathExtension("\(getpid()).tmp")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else { return }
    if rename(temporary.path, fileURL.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
    }
  }
}
