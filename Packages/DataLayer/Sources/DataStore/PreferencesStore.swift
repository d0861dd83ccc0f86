public import Foundation

/// The person's settings on this device (`preferences.json` beside the credential file), such as
/// the reminder lead time: a small private file (`PrivateFile`), versioned, replaced atomically.
///
/// Values are kept as the text the domain reads (`15`, `off`); a setting never set is `nil`.
public struct PreferencesStore: Sendable {
  /// The file, for example `<CONF_HOME>/preferences.json`.
  public var fileURL: URL { file.fileURL }

  private let file: PrivateFile

  /// Creates a store for the file at `fileURL`; touches nothing yet.
  public init(fileURL: URL) {
    file = PrivateFile(fileURL: fileURL)
  }

  /// The stored reminder lead time, or `nil` when none was chosen (or there is no file).
  ///
  /// - Throws: `StoreError.failed` when the file is refused, unreadable or of another version.
  public func reminder() throws(StoreError) -> String? {
    try load().reminder
  }

  /// Stores `text` as the reminder lead time, keeping the other settings.
  ///
  /// - Throws: `StoreError.full` for a full disk, `.failed` otherwise; the file is then left
  ///   as it was.
  public func setReminder(_ text: String) throws(StoreError) {
    var stored = try load()
    stored.reminder = text
    try save(stored)
  }

  /// Every device setting kept by name (`time-zone`), as the text the domain reads; empty when
  /// none was set (or there is no file).
  ///
  /// - Throws: `StoreError.failed` when the file is refused, unreadable or of another version.
  public func settings() throws(StoreError) -> [String: String] {
    try load().settings ?? [:]
  }

  /// Keeps `text` as the setting `name`, or forgets it when `text` is `nil`, keeping the others.
  ///
  /// - Throws: `StoreError.full` for a full disk, `.failed` otherwise; the file is then left
  ///   as it was.
  public func setSetting(_ text: String?, named name: String) throws(StoreError) {
    var stored = try load()
    var settings = stored.settings ?? [:]
    settings[name] = text
    stored.settings = settings.isEmpty ? nil : settings
    try save(stored)
  }

  private func save(_ stored: Stored) throws(StoreError) {
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      data = try encoder.encode(stored)
    } catch {
      throw .failed(path: file.fileURL.path, reason: "the settings do not encode")
    }
    try file.write(data)
  }

  private func load() throws(StoreError) -> Stored {
    guard let data = try file.read() else { return Stored() }
    let stored: Stored
    do {
      stored = try JSONDecoder().decode(Stored.self, from: data)
    } catch {
      throw .failed(path: file.fileURL.path, reason: "the settings file is not valid JSON")
    }
    guard stored.version == Stored.currentVersion else {
      throw .failed(
        path: file.fileURL.path,
        reason: "the settings file has format \(stored.version), not \(Stored.currentVersion)")
    }
    return stored
  }

  /// The file's content.
  private struct Stored: Codable {
    static let currentVersion = 1
    var version = Stored.currentVersion
    var reminder: String?
    /// The device settings by name; absent in a file written before there were any.
    var settings: [String: String]?
  }
}
