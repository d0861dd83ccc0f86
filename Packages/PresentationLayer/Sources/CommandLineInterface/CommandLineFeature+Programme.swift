public import ViewModel

extension CommandLineFeature {
  /// The programme: `conf timetable`, `conf session` and `conf search`.
  ///
  /// These commands need no login and make no request beyond the data they show.
  public static func programme(
    makeTimetableViewModel: @escaping @MainActor @Sendable () -> TimetableViewModel,
    makeSessionDetailViewModel: @escaping @MainActor @Sendable () -> SessionDetailViewModel,
    makeSearchViewModel: @escaping @MainActor @Sendable () -> SearchViewModel
  ) -> CommandLineFeature {
    CommandLineFeature {
      [
        TimetableCommand(makeViewModel: makeTimetableViewModel),
        SessionCommand(makeViewModel: makeSessionDetailViewModel),
        SearchCommand(makeViewModel: makeSearchViewModel),
      ]
    }
  }
}
