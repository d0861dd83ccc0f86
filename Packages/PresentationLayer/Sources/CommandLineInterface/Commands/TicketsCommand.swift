import Domain
import Foundation
import ViewModel

/// `conf tickets [--json]`: the logged-in person's tickets.
struct TicketsCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<TicketsViewModel>

  let configuration = CommandConfiguration(
    name: "tickets",
    abstract: "List your tickets.",
    discussion: """
      Needs a login (see 'conf login'). Buy one with 'conf ticket buy <kind>'. When the \
      backend cannot be reached, your tickets as last fetched on this device are shown, with \
      a warning saying when: what a door check needs (id, kind, checked in or not, and whose).
      """,
    options: [
      OptionDefinition.json()
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Your tickets", "conf tickets"),
      CommandExample("As JSON", "conf tickets --json"),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = await context.startApp(factories.makeAppStateController)
    let viewModel = factories.makeViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let list):
      let holder =
        (list.holder ?? appState.user?.displayName).map { "  \($0.sanitizedForTerminal())" } ?? ""
      var members = ["tickets": JSONValue.array(list.tickets.map(JSONValue.ticket))]
      members["source"] = .string(list.savedAt == nil ? "network" : "cache")
      return context.show(
        arguments, savedCopyOf: "your tickets", savedAt: list.savedAt, timeZone: .gmt,
        json: .object(members),
        text: {
          guard !list.tickets.isEmpty else {
            context.console.writeLine("No tickets. Buy one with: conf ticket buy <kind>")
            return
          }
          for ticket in list.tickets {
            context.console.writeLine(TicketCommand.line(for: ticket) + holder)
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
