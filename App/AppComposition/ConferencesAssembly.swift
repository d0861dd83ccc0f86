import CommandLineInterface
import Entity
import UseCaseImplementation
import ViewModel

/// The conferences this device shows (`conf conferences`, `conf conference add|use|refresh|
/// remove`), and the refusal of account commands on a conference without accounts.
struct ConferencesAssembly {
  /// The commands.
  let commandLine: CommandLineFeature
  /// `conf changes`.
  let changes: CommandLineFeature

  /// The commands whose first word needs the conference backend's accounts: on a conference
  /// added from a published programme they answer one line and exit 78.
  static let accountCommands: Set<String> = [
    "login", "logout", "status", "profile", "onboarding", "tickets", "ticket",
  ]

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

  /// Refuses `command` (its full name) when it needs accounts and this run's conference has
  /// none.
  ///
  /// - Throws: `CLISetupError` saying which conference has no account backend.
  static func check(command: String, services: AppServices) throws(CLISetupError) {
    guard let message = noAccountsMessage(services: services),
      let first = command.split(separator: " ").first,
      accountCommands.contains(String(first))
    else { return }
    throw CLISetupError(message: message)
  }

  /// What the account commands and the app's account features answer on this run's
  /// conference when it has no account backend; `nil` when it has one.
  static func noAccountsMessage(services: AppServices) -> String? {
    guard let conference = services.conference else { return nil }
    return "\(conference.title) (\(conference.name)) has no account backend: login, profile and "
      + "tickets are for conferences served by a conference backend, such as the demo "
      + "(conf conference use demo)"
  }
}
