public import ViewModel

extension CommandLineFeature {
  /// Completion's values: the hidden `conf __complete`, which the scripts of `conf completion`
  /// call for the tracks, rooms and session ids of the programme saved on this device.
  public static func completion(
    makeProgrammeIndexViewModel: @escaping @MainActor @Sendable () -> ProgrammeIndexViewModel
  ) -> CommandLineFeature {
    CommandLineFeature {
      [CompleteCommand(makeViewModel: makeProgrammeIndexViewModel)]
    }
  }
}
