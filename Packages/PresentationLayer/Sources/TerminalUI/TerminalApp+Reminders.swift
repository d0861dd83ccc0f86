import Domain
import ViewModel

extension TerminalApp {
  /// Starts ringing the reminders as they fall due while the app is open (`models.reminders`'
  /// watch, on its clock); the status line follows what it loads. Cancel the task to stop.
  func startRingingReminders() -> Task<Void, Never> {
    guard let reminders = models.reminders else { return Task {} }
    return Task { await reminders.watch { _ in } }
  }

  /// The reminders the status line shows, soonest first: those still due now among the
  /// bookmarked sessions of the programme saved on this device (`models.reminders`, as last
  /// checked), else among the sessions the app has loaded.
  var statusLineReminders: [ReminderNotice] {
    let now = now()
    if case .loaded(let content)? = models.reminders?.state {
      let due = content.due.filter { content.lead.rings(for: $0, at: now) }
      if !due.isEmpty { return due.map { ReminderNotice(session: $0, at: now) } }
    }
    return dueReminders
  }
}
