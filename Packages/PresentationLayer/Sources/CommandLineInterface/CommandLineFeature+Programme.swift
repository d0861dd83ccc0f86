public import ViewModel

extension CommandLineFeature {
  /// The programme: `conf timetable`, `conf grid`, `conf now`, `conf next`, `conf session`,
  /// `conf search`, `conf speakers`, `conf speaker`, `conf tracks` and `conf rooms`.
  ///
  /// These commands need no login and make no request beyond the data they show (the days
  /// that say which day is today included).
  public static func programme(
    makeTimetableViewModel: @escaping @MainActor @Sendable () -> TimetableViewModel,
    makeNowViewModel: @escaping @MainActor @Sendable () -> NowViewModel,
    makeNextViewModel: @escaping @MainActor @Sendable () -> NextViewModel,
    makeSessionDetailViewModel: @escaping @MainActor @Sendable () -> SessionDetailViewModel,
    makeSearchViewModel: @escaping @MainActor @Sendable () -> SearchViewModel
  ) -> CommandLineFeature {
    CommandLineFeature {
      [
        TimetableCommand(makeViewModel: makeTimetableViewModel),
        GridCommand(makeViewModel: makeTimetableViewModel),
        NowCommand(makeViewModel: makeNowViewModel),
        NextCommand(makeViewModel: makeNextViewModel),
        SessionCommand(makeViewModel: makeSessionDetailViewModel),
        SearchCommand(makeViewModel: makeSearchViewModel),
        SpeakersCommand(makeViewModel: makeTimetableViewModel),
        SpeakerCommand(makeViewModel: makeTimetableViewModel),
        TracksCommand(makeViewModel: makeTimetableViewModel),
        RoomsCommand(makeViewModel: makeTimetableViewModel),
      ]
    }
  }
}
