import Domain
import Foundation
import ViewModel

/// `conf ticket buy <kind>` and `conf ticket check-in <id>`.
struct TicketCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<TicketsViewModel>

  let configuration = CommandConfiguration(
    name: "ticket",
    abstract: "Buy a ticket or check it in.",
    discussion: "Needs a login (see 'conf login').",
    exitCodes: [.dataError, .unavailable, .noPermission],
    examples: [
      CommandExample("Buy a general ticket", "conf ticket buy general"),
      CommandExample("Check it in at the venue", "conf ticket check-in"),
    ], requires: [.tickets])

  var subcommands: [any Command] {
    [
      TicketActionCommand(factories: factories, action: .buy),
      TicketActionCommand(factories: factories, action: .checkIn),
    ]
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    throw UsageError("missing subcommand: 'buy' or 'check-in'")
  }

  /// One line describing `ticket` (see `TicketsViewModel.line(for:in:)`).
  static func line(for ticket: Ticket, in zone: TimeZone) -> String {
    TicketsViewModel.line(for: ticket, in: zone).sanitizedForTerminal()
  }

  /// The zone a ticket's times are shown in: `--tz` or `CONF_TZ` when set (`display`), else
  /// the conference's when known, else UTC.
  static func zone(_ display: DisplayZone, conference: TimeZone?) -> TimeZone {
    display.zone(conference: conference ?? .gmt)
  }
}

/// `conf ticket buy <kind>` or `conf ticket check-in <id>`.
struct TicketActionCommand: Command {
  /// Which action.
  enum Action {
    case buy, checkIn
  }

  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<TicketsViewModel>
  let action: Action

  static let kind = ArgumentDefinition(
    name: "kind", help: "general, student or supporter.",
    completion: .words(TicketKind.allCases.map(\.rawValue)))
  static let id = ArgumentDefinition(
    name: "id", help: "The ticket's id, as in 'conf tickets' (default: yours).", isOptional: true)

  var configuration: CommandConfiguration {
    switch action {
    case .buy:
      CommandConfiguration(
        name: "ticket buy", abstract: "Buy a ticket (one per person).",
        discussion: "Kinds: general, student, supporter.",
        arguments: [Self.kind],
        options: [TimeZoneOption.definition, Self.jsonOption],
        exitCodes: [.dataError, .unavailable, .noPermission],
        examples: [
          CommandExample("Buy a student ticket", "conf ticket buy student"),
          CommandExample("As JSON (the ticket)", "conf ticket buy general --json"),
        ], requires: [.tickets])
    case .checkIn:
      CommandConfiguration(
        name: "ticket check-in", abstract: "Check your ticket in at the venue (once).",
        discussion: """
          Check-in opens at the start of day 1 and closes at the end of the last day. Without \
          an id, your ticket (a person has one) is checked in; an id may be in any letter \
          case. A ticket checked in before is shown as it is, with when (exit 0). Times are in \
          the conference's time zone, or the one --tz or CONF_TZ names.
          """,
        arguments: [Self.id],
        options: [TimeZoneOption.definition, Self.jsonOption],
        exitCodes: [.dataError, .unavailable, .noPermission],
        examples: [
          CommandExample("Check in your ticket", "conf ticket check-in"),
          CommandExample("Check in ticket T-0001", "conf ticket check-in t-0001"),
          CommandExample("As JSON (the checked-in ticket)", "conf ticket check-in T-0001 --json"),
        ], requires: [.tickets])
    }
  }

  private static let jsonOption = Flag.json()

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if action == .buy, let kind = arguments[Self.kind], TicketKind(rawValue: kind) == nil {
      let kinds = TicketKind.allCases.map(\.rawValue)
      throw .invalidValue(
        kind, for: "<kind>", reason: "a ticket is one of \(kinds.joined(separator: ", "))")
    }
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try validate(arguments, in: context)
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: false) {
      return code
    }
    let viewModel = factories.makeViewModel(appState)
    switch action {
    case .buy:
      guard let kind = arguments[Self.kind].flatMap(TicketKind.init(rawValue:)) else {
        throw .missingArgument(Self.kind)
      }
      await viewModel.purchase(kind)
    case .checkIn:
      await viewModel.checkIn(arguments[Self.id].map(Ticket.ID.init(rawValue:)))
    }
    let zone = TicketCommand.zone(display, conference: viewModel.conferenceTimeZone)
    let outcome = viewModel.outcomeLine(in: zone)?.sanitizedForTerminal() ?? ""
    switch viewModel.state {
    case .purchased(let ticket):
      return context.show(
        arguments, json: .ticket(ticket), text: { context.console.writeLine(outcome) })
    case .checkedIn(let result):
      return context.show(
        arguments, json: .ticket(result.ticket), text: { context.console.writeLine(outcome) })
    case .failed(let error):
      return context.fail(
        with: error, message: Self.message(for: error, in: zone), hint: Self.hint(for: error))
    case .idle, .working, .loaded:
      return context.failInternally("the ticket action finished in state \(viewModel.state)")
    }
  }

  /// The message of `error` when it carries a time, in `zone`; `nil` keeps the error's own.
  static func message(for error: TicketError, in zone: TimeZone) -> String? {
    guard case .checkInNotOpen(let opensAt?) = error else { return nil }
    let formatter = ConferenceTimeFormatter(timeZone: zone)
    return "check-in is not open yet; it opens at \(formatter.time(of: opensAt)) on "
      + "\(formatter.day(of: opensAt)) (\(ZoneLabel.text(zone, at: opensAt)))"
  }

  /// A hint naming the command to run next, where there is one; `nil` keeps the error's own.
  static func hint(for error: TicketError) -> String? {
    switch error {
    case .alreadyOwned: "Show it with: conf tickets"
    case .soldOut(let kind):
      "Pick another kind: "
        + TicketKind.allCases.filter { $0 != kind }.map { "conf ticket buy \($0.rawValue)" }
        .joined(separator: " or ")
    case .checkInNotOpen(.some): "When it opens, try again with: conf ticket check-in"
    case .noTicket: "Buy one with: conf ticket buy general"
    case .ticketNotFound: "List your tickets with: conf tickets"
    case .salesClosed, .alreadyCheckedIn, .checkInNotOpen(nil), .account, .connectivity,
      .storage:
      nil
    }
  }
}
