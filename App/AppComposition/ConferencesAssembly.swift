import CommandLineInterface
import Domain
import Entity
import UseCaseImplementation
import ViewModel

/// The conferences this device shows (`conf conferences`, `conf conference add|use|refresh|
/// remove`), and the refusal of commands needing what a conference's source does not offer.
struct ConferencesAssembly {
  /// The commands.
  let commandLine: CommandLineFeature
  /// `conf changes`.
  let changes: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup) {
    commandLine = .conferences(makeConferencesViewModel: {
      Self.makeConferencesViewModel(services: setup.services)
    })
    changes = .changes(makeChangesViewModel: {
      Self.makeChangesViewModel(services: setup.services)
    })
  }

  /// The changes screen's view model, comparing with the programme last seen in this
  /// conference's `seen.sqlite`.
  @MainActor
  static func makeChangesViewModel(services: AppServices) -> ChangesViewModel {
    ChangesViewModel(
      getChanges: GetProgrammeChangesUseCaseImplementation(
        timetables: services.timetables, seen: services.seenProgramme,
        bookmarks: services.bookmarks))
  }

  /// The conferences screen's view model.
  @MainActor
  static func makeConferencesViewModel(services: AppServices) -> ConferencesViewModel {
    let catalogs = services.catalogs
    let demo = services.demoTimetables
    return ConferencesViewModel(
      listConferences: ListConferencesUseCaseImplementation(catalogs: catalogs, demo: demo),
      addConference: AddConferenceUseCaseImplementation(catalogs: catalogs),
      useConference: UseConferenceUseCaseImplementation(catalogs: catalogs, demo: demo),
      refreshConference: RefreshConferenceUseCaseImplementation(catalogs: catalogs, demo: demo),
      removeConference: RemoveConferenceUseCaseImplementation(catalogs: catalogs, demo: demo))
  }

  /// Refuses a command needing `required` when this run's conference lacks some of it.
  ///
  /// - Throws: `CLISetupError` saying which conference lacks what.
  static func check(requiring required: ConferenceCapabilities, services: AppServices)
    throws(CLISetupError)
  {
    if let message = refusal(of: required, services: services) {
      throw CLISetupError(message: message)
    }
  }

  /// What a command or an app feature needing `required` answers on this run's conference
  /// when it lacks some of it (`FOSDEM 2026 (fosdem2026) has no accounts: this needs a
  /// conference served by a conference backend, such as the demo (conf conference use demo)`);
  /// `nil` when it has all of it.
  static func refusal(of required: ConferenceCapabilities, services: AppServices) -> String? {
    let missing = required.subtracting(services.capabilities)
    guard !missing.isEmpty else { return nil }
    let names = missing.names
    let list =
      names.count <= 1
      ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    let title = services.conference.map { "\($0.title) (\($0.name))" } ?? "This conference"
    return "\(title) has no \(list): this needs a conference served by a conference backend, "
      + "such as the demo (conf conference use demo)"
  }
}
