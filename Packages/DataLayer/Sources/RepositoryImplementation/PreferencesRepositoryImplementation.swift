public import DataStore
public import Repository

/// The settings from a `PreferencesStore` file.
public struct PreferencesRepositoryImplementation: PreferencesRepository {
  private let store: PreferencesStore

  /// Creates the repository over `store`.
  public init(store: PreferencesStore) {
    self.store = store
  }

  /// The stored reminder lead time; see `PreferencesRepository`.
  public func reminder() async throws(RepositoryError) -> String? {
    do {
      return try store.reminder()
    } catch {
      throw RepositoryError(error, in: "the settings file")
    }
  }

  /// Stores the reminder lead time; see `PreferencesRepository`.
  public func setReminder(_ text: String) async throws(RepositoryError) {
    do {
      try store.setReminder(text)
    } catch {
      throw RepositoryError(error, in: "the settings file")
    }
  }

  /// Every device setting kept by name; see `PreferencesRepository`.
  public func settings() async throws(RepositoryError) -> [String: String] {
    do {
      return try store.settings()
    } catch {
      throw RepositoryError(error, in: "the settings file")
    }
  }

  /// Keeps or forgets the setting `name`; see `PreferencesRepository`.
  public func setSetting(_ text: String?, named name: String) async throws(RepositoryError) {
    do {
      try store.setSetting(text, named: name)
    } catch {
      throw RepositoryError(error, in: "the settings file")
    }
  }
}
