public import Domain

/// Sets the reminder lead time on this device: how long before each bookmarked session the
/// person is reminded, or `.off`.
///
/// Call it like a function: `try await setReminderLeadTime(.off)`.
public protocol SetReminderLeadTimeUseCase: Sendable {
  /// Keeps `lead` for the next runs.
  ///
  /// - Throws: `.full(_)` when the disk is full, `.failed(_)` when the settings file cannot be
  ///   written.
  func callAsFunction(_ lead: ReminderLeadTime) async throws(StorageError)
}
