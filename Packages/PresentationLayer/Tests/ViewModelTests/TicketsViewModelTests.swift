import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct TicketsViewModelTests {
  /// 2027-03-09T09:00:00+09:00.
  private static let issuedAt = Date(timeIntervalSince1970: 1_804_550_400)
  /// 2027-03-10T09:30:00+09:00.
  private static let checkedInAt = Date(timeIntervalSince1970: 1_804_638_600)
  /// 2027-03-10T08:00:00+09:00, when check-in opens.
  private nonisolated static let checkInOpens = Date(timeIntervalSince1970: 1_804_633_200)

  private static let valid = Ticket(
    id: Ticket.ID(rawValue: "T-0001"), kind: .supporter, issuedAt: issuedAt, checkedInAt: nil)
  private static let checkedIn = Ticket(
    id: Ticket.ID(rawValue: "T-0001"), kind: .supporter, issuedAt: issuedAt,
    checkedInAt: checkedInAt)

  private let analytics = InMemoryAnalytics()

  private func makeViewModel(
    _ appState: AppStateController, getTickets: FakeGetTickets = .unexpected,
    purchaseTicket: FakePurchaseTicket = .unexpected, checkIn: FakeCheckIn = .unexpected
  ) -> TicketsViewModel {
    TicketsViewModel(
      getTickets: getTickets, purchaseTicket: purchaseTicket, checkIn: checkIn,
      appState: appState, analytics: analytics, now: { Fixtures.now })
  }

  private func loggedIn() async -> AppStateController {
    await AppStateController.make(in: .authenticated(AccountFixtures.ada))
  }

  @Test
  func loadsTheTicketsThroughWorking() async {
    let box = Box<TicketsViewModel>()
    var statesDuringLoad: [TicketsViewModel.State?] = []
    let viewModel = makeViewModel(
      await loggedIn(),
      getTickets: FakeGetTickets {
        statesDuringLoad.append(box.value?.state)
        return TicketList(tickets: [Self.valid])
      })
    box.value = viewModel
    #expect(viewModel.state == .idle)

    await viewModel.load()

    #expect(statesDuringLoad == [.working])
    #expect(viewModel.state == .loaded(TicketList(tickets: [Self.valid])))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "tickets_viewed", layer: .ui, timestamp: Fixtures.now)
      ])
  }

  @Test
  func loadsNoTicketsForSomeoneWhoHasNone() async {
    let viewModel = makeViewModel(
      await loggedIn(),
      getTickets: FakeGetTickets { () throws(TicketError) in TicketList(tickets: []) })

    await viewModel.load()

    #expect(viewModel.state == .loaded(TicketList(tickets: [])))
  }

  @Test
  func buysTheKindAskedForThroughWorking() async {
    let box = Box<TicketsViewModel>()
    var purchases: [TicketKind] = []
    var statesDuringPurchase: [TicketsViewModel.State?] = []
    let viewModel = makeViewModel(
      await loggedIn(),
      purchaseTicket: FakePurchaseTicket { kind in
        purchases.append(kind)
        statesDuringPurchase.append(box.value?.state)
        return Self.valid
      })
    box.value = viewModel

    await viewModel.purchase(.supporter)

    #expect(purchases == [.supporter])
    #expect(statesDuringPurchase == [.working])
    #expect(viewModel.state == .purchased(Self.valid))
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "ticket_purchase_submitted", layer: .ui, properties: ["kind": "supporter"],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func checksTheTicketInThroughWorking() async {
    let box = Box<TicketsViewModel>()
    var checkIns: [Ticket.ID?] = []
    var statesDuringCheckIn: [TicketsViewModel.State?] = []
    let viewModel = makeViewModel(
      await loggedIn(),
      checkIn: FakeCheckIn { ticketID in
        checkIns.append(ticketID)
        statesDuringCheckIn.append(box.value?.state)
        return CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: false)
      })
    box.value = viewModel

    await viewModel.checkIn(Ticket.ID(rawValue: "T-0001"))
    await viewModel.checkIn(nil)

    #expect(checkIns == [Ticket.ID(rawValue: "T-0001"), nil])
    #expect(statesDuringCheckIn == [.working, .working])
    #expect(
      viewModel.state
        == .checkedIn(CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: false)))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "check_in_submitted", layer: .ui, timestamp: Fixtures.now),
        AnalyticsEvent(name: "check_in_submitted", layer: .ui, timestamp: Fixtures.now),
      ])
  }

  @Test
  func eachIntentSendsOneCallAndAFailureIsNotRetried() async {
    var calls: [String] = []
    let viewModel = makeViewModel(
      await loggedIn(),
      getTickets: FakeGetTickets {
        calls.append("getTickets")
        return TicketList(tickets: [Self.valid])
      },
      purchaseTicket: FakePurchaseTicket { kind throws(TicketError) in
        calls.append("purchaseTicket(\(kind))")
        throw .alreadyOwned
      },
      checkIn: FakeCheckIn { ticketID in
        calls.append("checkIn(\(ticketID?.rawValue ?? "nil"))")
        return CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: true)
      })

    await viewModel.load()
    await viewModel.purchase(.general)
    await viewModel.checkIn(Ticket.ID(rawValue: "T-0001"))

    #expect(calls == ["getTickets", "purchaseTicket(general)", "checkIn(T-0001)"])
    #expect(
      viewModel.state
        == .checkedIn(CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: true)))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "tickets_viewed", layer: .ui, timestamp: Fixtures.now),
        AnalyticsEvent(
          name: "ticket_purchase_submitted", layer: .ui, properties: ["kind": "general"],
          timestamp: Fixtures.now),
        AnalyticsEvent(name: "check_in_submitted", layer: .ui, timestamp: Fixtures.now),
      ])
  }

  @Test(arguments: [
    TicketError.connectivity(.offline), .connectivity(.unavailable(reason: "HTTP 503")),
    .connectivity(.incompatible(reason: "ticket T-0001 has an unknown kind")),
    .storage(.failed(reason: "disk")),
  ])
  func aFailedLoadIsShown(error: TicketError) async {
    let appState = await loggedIn()
    let viewModel = makeViewModel(
      appState, getTickets: FakeGetTickets { () throws(TicketError) in throw error })

    await viewModel.load()

    #expect(viewModel.state == .failed(error))
    #expect(appState.state == .authenticated(AccountFixtures.ada))
  }

  @Test(arguments: [
    TicketError.alreadyOwned, .soldOut(.supporter), .salesClosed, .connectivity(.offline),
    .storage(.full(reason: "no space")),
  ])
  func aFailedPurchaseIsShown(error: TicketError) async {
    let appState = await loggedIn()
    let viewModel = makeViewModel(
      appState, purchaseTicket: FakePurchaseTicket { _ throws(TicketError) in throw error })

    await viewModel.purchase(.supporter)

    #expect(viewModel.state == .failed(error))
    #expect(appState.state == .authenticated(AccountFixtures.ada))
  }

  @Test(arguments: [
    TicketError.alreadyCheckedIn, .checkInNotOpen(opensAt: checkInOpens),
    .checkInNotOpen(opensAt: nil), .ticketNotFound(Ticket.ID(rawValue: "T-0009")),
    .connectivity(.cancelled),
  ])
  func aFailedCheckInIsShown(error: TicketError) async {
    let appState = await loggedIn()
    let viewModel = makeViewModel(
      appState, checkIn: FakeCheckIn { _ throws(TicketError) in throw error })

    await viewModel.checkIn(Ticket.ID(rawValue: "T-0009"))

    #expect(viewModel.state == .failed(error))
    #expect(appState.state == .authenticated(AccountFixtures.ada))
  }

  @Test(arguments: [
    (AppState.unauthenticated(reason: nil), TicketError.account(.notLoggedIn)),
    (.unauthenticated(reason: .expired), .account(.expired)),
    (.unauthenticated(reason: .credentialsRefused(reason: "damaged")), .account(.notLoggedIn)),
    (.loading, .account(.notLoggedIn)),
    (.error(.storage(.failed(reason: "unreadable"))), .storage(.failed(reason: "unreadable"))),
  ])
  func everyIntentNeedsALoginAndFailsAtOnceWithoutOne(state: AppState, error: TicketError) async {
    let viewModel = makeViewModel(await AppStateController.make(in: state))

    await viewModel.load()
    #expect(viewModel.state == .failed(error))
    await viewModel.purchase(.student)
    #expect(viewModel.state == .failed(error))
    await viewModel.checkIn(Ticket.ID(rawValue: "T-0001"))
    #expect(viewModel.state == .failed(error))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "tickets_viewed", layer: .ui, timestamp: Fixtures.now),
        AnalyticsEvent(
          name: "ticket_purchase_submitted", layer: .ui, properties: ["kind": "student"],
          timestamp: Fixtures.now),
        AnalyticsEvent(name: "check_in_submitted", layer: .ui, timestamp: Fixtures.now),
      ])
  }

  @Test
  func offlineTheSavedTicketsAreShownButNothingIsBoughtOrCheckedIn() async {
    let saved = TicketList(
      tickets: [Self.valid], savedAt: Date(timeIntervalSince1970: 1_804_550_400),
      holder: "Ada Lovelace")
    let viewModel = makeViewModel(
      await AppStateController.make(in: .error(.connectivity(.offline))),
      getTickets: FakeGetTickets { saved })

    await viewModel.load()
    #expect(viewModel.state == .loaded(saved))
    await viewModel.purchase(.student)
    #expect(viewModel.state == .failed(.connectivity(.offline)))
    await viewModel.checkIn(nil)
    #expect(viewModel.state == .failed(.connectivity(.offline)))
  }

  @Test(arguments: [
    (AccountError.expired, AppState.unauthenticated(reason: .expired)),
    (.notLoggedIn, .unauthenticated(reason: nil)),
    (
      .credentialsRefused(reason: "exposed"),
      .unauthenticated(reason: .credentialsRefused(reason: "exposed"))
    ),
  ])
  func aLoginProblemMetOnTheWayLogsTheAppOut(problem: AccountError, loggedOut: AppState) async {
    let appState = await loggedIn()
    let viewModel = makeViewModel(
      appState,
      purchaseTicket: FakePurchaseTicket { _ throws(TicketError) in throw .account(problem) })

    await viewModel.purchase(.general)

    #expect(viewModel.state == .failed(.account(problem)))
    #expect(appState.state == loggedOut)
  }

  @Test
  func aCheckInAfterTheLoginExpiredIsNotSent() async {
    let appState = await loggedIn()
    let viewModel = makeViewModel(
      appState,
      getTickets: FakeGetTickets { () throws(TicketError) in throw .account(.expired) })

    await viewModel.load()
    await viewModel.checkIn(Ticket.ID(rawValue: "T-0001"))

    #expect(viewModel.state == .failed(.account(.expired)))
    #expect(appState.state == .unauthenticated(reason: .expired))
  }
}
