public import Domain
public import ViewModel

extension CommandLineFeature {
  /// Bookmarks: `conf bookmarks`, `conf bookmark add|remove <id>` and `conf schedule`.
  ///
  /// Each run makes one `AppStateController`, initializes it, and hands it to the view model.
  /// `conferenceName` names the run's added conference (`nil` for the demo) in
  /// `conf schedule --ics`'s UIDs, so its events stay apart from another conference's;
  /// `reminderLeadTime` is the lead time of its alarms when neither `--alarm` nor
  /// `CONF_REMINDER` gives one. `makeSessionDetailViewModel` finds the occurrences of an id
  /// the programme repeats, which `conf bookmark add ID` then names.
  public static func bookmarks(
    makeAppStateController: @escaping @MainActor @Sendable () -> AppStateController,
    makeBookmarksViewModel:
      @escaping @MainActor @Sendable (AppStateController) -> BookmarksViewModel,
    makeScheduleViewModel: @escaping @MainActor @Sendable (AppStateController) -> ScheduleViewModel,
    makeSessionDetailViewModel: @escaping @MainActor @Sendable () -> SessionDetailViewModel,
    conferenceName: @escaping @Sendable () -> String? = { nil },
    reminderLeadTime: @escaping @Sendable () async -> ReminderLeadTime = { .standard }
  ) -> CommandLineFeature {
    let factories = LoggedInViewModelFactories(
      makeAppStateController: makeAppStateController, makeViewModel: makeBookmarksViewModel)
    let schedule = LoggedInViewModelFactories(
      makeAppStateController: makeAppStateController, makeViewModel: makeScheduleViewModel)
    return CommandLineFeature {
      [
        BookmarksCommand(factories: factories),
        BookmarkCommand(factories: factories, makeSessionViewModel: makeSessionDetailViewModel),
        ScheduleCommand(
          factories: schedule, conferenceName: conferenceName, reminderLeadTime: reminderLeadTime),
      ]
    }
  }

  /// Tickets: `conf tickets`, `conf ticket buy <kind>` and `conf ticket check-in <id>`.
  public static func tickets(
    makeAppStateController: @escaping @MainActor @Sendable () -> AppStateController,
    makeTicketsViewModel: @escaping @MainActor @Sendable (AppStateController) -> TicketsViewModel
  ) -> CommandLineFeature {
    let factories = LoggedInViewModelFactories(
      makeAppStateController: makeAppStateController, makeViewModel: makeTicketsViewModel)
    return CommandLineFeature {
      [TicketsCommand(factories: factories), TicketCommand(factories: factories)]
    }
  }
}
