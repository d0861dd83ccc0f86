import CommandLineInterface
import RepositoryImplementation
import UseCaseImplementation
import ViewModel

/// The tickets feature, assembled in one place: its use cases (get, purchase, check in), its
/// view-model factory and its commands.
struct TicketsAssembly {
  /// The feature's commands, ready for `CommandLineFeatures`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup, warn: @escaping @Sendable (String) -> Void) {
    commandLine = .tickets(
      makeAppStateController: AccountAssembly.makeAppStateController(setup: setup, warn: warn),
      makeTicketsViewModel: { Self.makeTicketsViewModel(services: setup.services, appState: $0) })
  }

  /// The tickets screen's view model; its times are in the conference's zone.
  @MainActor
  static func makeTicketsViewModel(
    services: AppServices, appState: AppStateController
  ) -> TicketsViewModel {
    let tickets = TicketRepositoryImplementation(api: services.api, session: services.account)
    return TicketsViewModel(
      getTickets: GetTicketsUseCaseImplementation(repository: tickets),
      purchaseTicket: PurchaseTicketUseCaseImplementation(
        repository: tickets, analytics: services.analytics, now: services.now),
      checkIn: CheckInUseCaseImplementation(
        repository: tickets, analytics: services.analytics, now: services.now),
      getConference: GetConferenceUseCaseImplementation(repository: services.timetables),
      appState: appState, analytics: services.analytics, now: services.now)
  }
}
