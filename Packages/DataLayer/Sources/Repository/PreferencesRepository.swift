/// The person's settings kept on this device, such as the reminder lead time.
///
/// Values are the text the domain reads back (`15`, `off`). Methods throw `.storage` when the
/// settings file cannot be used and `.storageFull` when the disk is full.
public protocol PreferencesRepository: Sendable {
  /// The reminder lead time as stored, or `nil` when none was chosen.
  func reminder() async throws(RepositoryError) -> String?
  /// Stores the reminder lead time.
  func setReminder(_ text: String) async throws(RepositoryError)

  /// Every device setting kept by name, as stored; empty when none was set.
  ///
  /// - Throws: `.storage` when the settings file cannot be read.
  func settings() async throws(RepositoryError) -> [String: String]

  /// Keeps `text` as the setting `name`, or forgets it when `text` is `nil`.
  ///
  /// - Throws: `.storage` or `.storageFull` when the settings file cannot be written.
  func setSetting(_ text: String?, named name: String) async throws(RepositoryError)
}
