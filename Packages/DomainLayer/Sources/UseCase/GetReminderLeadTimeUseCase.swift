public import Domain

/// Gets the reminder lead time the person chose on this device.
///
/// Call it like a function: `let lead = await getReminderLeadTime()`.
public protocol GetReminderLeadTimeUseCase: Sendable {
  /// The chosen lead time; `ReminderLeadTime.standard` when none was chosen, or when the
  /// settings cannot be read (a reminder is never worth a failure). Never throws.
  func callAsFunction() async -> ReminderLeadTime
}
