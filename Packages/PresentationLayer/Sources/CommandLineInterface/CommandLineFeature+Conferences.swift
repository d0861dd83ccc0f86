public import ViewModel

extension CommandLineFeature {
  /// `conferences` and `conference add|use|refresh|remove`, over the view model
  /// `makeConferencesViewModel` makes.
  public static func conferences(
    makeConferencesViewModel: @escaping @MainActor @Sendable () -> ConferencesViewModel
  ) -> CommandLineFeature {
    CommandLineFeature {
      [
        ConferencesCommand(makeViewModel: makeConferencesViewModel),
        ConferenceCommand(makeViewModel: makeConferencesViewModel),
      ]
    }
  }
}

extension CommandLineFeature {
  /// `changes`, over the view model `makeChangesViewModel` makes.
  public static func changes(
    makeChangesViewModel: @escaping @MainActor @Sendable () -> ChangesViewModel
  ) -> CommandLineFeature {
    CommandLineFeature { [ChangesCommand(makeViewModel: makeChangesViewModel)] }
  }
}
