public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The tickets screen: lists the logged-in person's tickets, buys one, checks it in.
///
/// Needs a login: while `AppStateController.accountProblem` is set, intents fail with it at
/// once; a login problem met on the way goes to the controller. Main-actor isolated; observe
/// `state`. Records the presentation events `tickets_viewed`, `ticket_purchase_submitted`
/// (`kind`) and `check_in_submitted`.
@MainActor
@Observable
public final class TicketsViewModel {
  /// What the screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// Loading, buying or checking in.
    case working
    /// The tickets.
    case loaded(TicketList)
    /// A ticket was bought.
    case purchased(Ticket)
    /// A ticket was checked in.
    case checkedIn(CheckInResult)
    /// It did not work.
    case failed(TicketError)
  }

  /// What the screen shows.
  public private(set) var state: State = .idle
  /// The conference's time zone, for the times of the tickets and of check-in: read after the
  /// first action that reached the use cases (the saved description when the backend cannot
  /// be reached); `nil` without a conference use case or when it cannot be read.
  public private(set) var conferenceTimeZone: TimeZone?

  @ObservationIgnored private let getTickets: any GetTicketsUseCase
  @ObservationIgnored private let purchaseTicket: any PurchaseTicketUseCase
  @ObservationIgnored private let checkIn: any CheckInUseCase
  @ObservationIgnored private let getConference: (any GetConferenceUseCase)?
  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`; with `getConference`, an action also reads the
  /// conference's time zone (`conferenceTimeZone`).
  public init(
    getTickets: any GetTicketsUseCase, purchaseTicket: any PurchaseTicketUseCase,
    checkIn: any CheckInUseCase, getConference: (any GetConferenceUseCase)? = nil,
    appState: AppStateController, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getTickets = getTickets
    self.purchaseTicket = purchaseTicket
    self.checkIn = checkIn
    self.getConference = getConference
    self.appState = appState
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads the tickets; with a login that could not be checked because the backend cannot be
  /// reached, the tickets as last fetched on this device (what a door check needs).
  public func load() async {
    events.record(.ticketsViewed)
    await perform(worksOffline: true) { () throws(TicketError) in .loaded(try await getTickets()) }
  }

  /// Buys a ticket of `kind`.
  public func purchase(_ kind: TicketKind) async {
    events.record(.ticketPurchaseSubmitted, ["kind": kind.rawValue])
    await perform { () throws(TicketError) in .purchased(try await purchaseTicket(kind)) }
  }

  /// Checks in the ticket `ticketID` names (in any letter case), or the person's one ticket
  /// when `nil`.
  public func checkIn(_ ticketID: Ticket.ID?) async {
    events.record(.checkInSubmitted)
    await perform { () throws(TicketError) in .checkedIn(try await checkIn(ticketID)) }
  }

  private func perform(
    worksOffline: Bool = false, _ work: () async throws(TicketError) -> State
  ) async {
    if let problem =
      worksOffline
      ? appState.accountProblemAllowingOffline(as: TicketError.self)
      : appState.accountProblem(as: TicketError.self)
    {
      state = .failed(problem)
      return
    }
    state = .working
    do {
      state = try await work()
    } catch {
      if case .account(let accountError) = error {
        appState.handle(accountError)
      }
      state = .failed(error)
    }
    if conferenceTimeZone == nil, let getConference {
      conferenceTimeZone = try? await getConference().timeZone
    }
  }
}
