import CommandLineInterface
import UseCaseImplementation
import ViewModel

/// Completion's values, assembled in one place: the saved-programme use case, the
/// `ProgrammeIndexViewModel` and the hidden `conf __complete`.
struct CompletionAssembly {
  /// The feature's commands, ready for `CommandLineFeatures`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup) {
    commandLine = .completion(makeProgrammeIndexViewModel: {
      ProgrammeIndexViewModel(
        getSavedProgramme: GetSavedProgrammeUseCaseImplementation(
          repository: setup.services.timetables))
    })
  }
}
