import Domain
import Foundation
import ViewModel

/// `conf tickets [--tz <zone>] [--json]`: the logged-in person's tickets.
struct TicketsCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<TicketsViewModel>

  let configuration = CommandConfiguration(
    name: "tickets",
    abstract: "List your tickets.",
    discussion: """
      Needs a login (see 'conf login'). Buy one with 'conf ticket buy <kind>'. When the \
      backend cannot be reached, your tickets as last fetched on this device are shown, with \
      a warning saying when: what a door check needs (id, kind, checked in or not, and whose). \
      Times are in the conference's time zone, or the one --tz or CONF_TZ names.
      """,
    options: [
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Your tickets", "conf tickets"),
      CommandExample("As JSON", "conf tickets --json"),
    ], requires: [.tickets])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: true) {
      return code
    }
    let viewModel = factories.makeViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let list):
      let holder =
        (list.holder ?? appState.user?.displayName).map { "  \($0.sanitizedForTerminal())" } ?? ""
      var members = ["tickets": JSONValue.array(list.tickets.map(JSONValue.ticket))]
      members["source"] = .string(list.savedAt == nil ? "network" : "cache")
      let zone = TicketCommand.zone(display, conference: viewModel.conferenceTimeZone)
      return context.show(
        arguments, savedCopyOf: "your tickets", savedAt: list.savedAt, timeZone: zone,
        json: .object(members),
        text: {
          guard !list.tickets.isEmpty else {
            context.console.writeLine("No tickets. Buy one with: conf ticket buy <kind>")
            return
          }
          for ticket in list.tickets {
            context.console.writeLine(TicketCommand.line(for: ticket, in: zone) + holder)
          }
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .working, .purchased, .checkedIn:
      return context.failInternally("the tickets finished in state \(viewModel.state)")
    }
  }
}

extension JSONValue {
  /// `{id, kind, status, issued_at, checked_in_at}` with UTC timestamps.
  static func ticket(_ ticket: Ticket) -> JSONValue {
    let formatter = ConferenceTimeFormatter(timeZone: .gmt)
    return .object([
      "id": .string(ticket.id.rawValue),
      "kind": .string(ticket.kind.rawValue),
      "status": .string(ticket.isCheckedIn ? "checked_in" : "valid"),
      "issued_at": .string(formatter.timestamp(of: ticket.issuedAt)),
      "checked_in_at": .optional(ticket.checkedInAt.map(formatter.timestamp(of:))),
    ])
  }
}
