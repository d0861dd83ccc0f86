public import Domain
public import Observation
public import UseCase

/// The reminder setting: how long before each bookmarked session the person is reminded, kept
/// on this device; shown, and changed at onboarding's notifications step or in the settings.
///
/// Main-actor isolated; observe `state`.
@MainActor
@Observable
public final class ReminderViewModel {
  /// What the screen shows: the lead time once read or set, or why it could not be kept.
  public typealias State = LoadState<ReminderLeadTime, StorageError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getReminderLeadTime: any GetReminderLeadTimeUseCase
  @ObservationIgnored private let setReminderLeadTime: any SetReminderLeadTimeUseCase

  /// Creates the view model in `.idle`.
  public init(
    getReminderLeadTime: any GetReminderLeadTimeUseCase,
    setReminderLeadTime: any SetReminderLeadTimeUseCase
  ) {
    self.getReminderLeadTime = getReminderLeadTime
    self.setReminderLeadTime = setReminderLeadTime
  }

  /// `Reminders: 15 minutes before each bookmarked session.`, or that they are off: what
  /// `conf reminder` and the app's notifications step say.
  public static func sentence(for lead: ReminderLeadTime) -> String {
    switch lead.minutes {
    case nil: "Reminders are off."
    case 0: "Reminders: when each bookmarked session starts."
    case 1: "Reminders: 1 minute before each bookmarked session."
    case let minutes?: "Reminders: \(minutes) minutes before each bookmarked session."
    }
  }

  /// Reads the lead time kept on this device (the standard 10 minutes when none was chosen).
  public func load() async {
    state = .loading
    state = .loaded(await getReminderLeadTime())
  }

  /// Keeps `lead`, moving to `.loaded(lead)`, or `.failed` when it cannot be written.
  public func set(_ lead: ReminderLeadTime) async {
    state = .loading
    state = await .of { () throws(StorageError) in
      try await setReminderLeadTime(lead)
      return lead
    }
  }
}
