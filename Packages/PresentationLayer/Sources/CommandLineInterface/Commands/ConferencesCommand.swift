import Domain
import Foundation
import ViewModel

/// `conf conferences [--json]`: the demo conference and the added ones, the current one marked.
struct ConferencesCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ConferencesViewModel

  let configuration = CommandConfiguration(
    name: "conferences",
    abstract: "List the conferences: the demo and the ones you added.",
    discussion:
      "The current conference, which commands use, is marked with '*'; pick another with "
      + "'conf conference use NAME', or for one command with --conference NAME or "
      + "CONF_CONFERENCE.",
    options: [
      Flag.json()
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("The conferences", "conf conferences"),
      CommandExample("As JSON", "conf conferences --json"),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let viewModel = makeViewModel()
    await viewModel.load()
    switch viewModel.state {
    case .listed(let catalog):
      return context.show(
        arguments, json: .object(["conferences": .array(catalog.listings.map(JSONValue.listing))]),
        text: {
          for listing in catalog.listings {
            for line in Self.lines(for: listing, now: context.now, zone: context.configuredZone) {
              context.console.writeLine(line)
            }
          }
        })
    case .failed(let error):
      return context.fail(with: error)
    default:
      return context.failInternally("the conferences finished in state \(viewModel.state)")
    }
  }

  /// `* fosdem2020  FOSDEM 2020` and its details, indented; `refreshed:` is shown in `zone`
  /// (the one `CONF_TZ` names) or else the conference's, as every other time is.
  static func lines(
    for listing: ConferenceListing, now: Date, zone: TimeZone? = nil
  ) -> [String] {
    var lines = ["\(listing.isCurrent ? "*" : " ") \(listing.name)  \(listing.title)"]
    var details: [String] = []
    if let first = listing.firstDate, let last = listing.lastDate {
      details.append(first == last ? "\(first)" : "\(first) to \(last)")
    }
    if let zone = listing.timeZone {
      details.append(zone.identifier)
    }
    if let count = listing.sessionCount {
      details.append("\(count) session\(count == 1 ? "" : "s")")
    }
    if !details.isEmpty {
      lines.append("    " + details.joined(separator: ", "))
    }
    lines.append("    source: \(listing.source ?? "the conference backend")")
    if let refreshedAt = listing.refreshedAt {
      let age = ElapsedTimeFormatter.age(from: refreshedAt, to: now).map { ", \($0)" } ?? ""
      let shownIn = zone ?? listing.timeZone ?? .gmt
      lines.append(
        "    refreshed: \(ConferenceTimeFormatter(timeZone: shownIn).dayAndTime(of: refreshedAt))"
          + age)
    }
    return lines.map { $0.sanitizedForTerminal() }
  }
}

extension JSONValue {
  /// `{name, title, source, time_zone, first_date, last_date, sessions, refreshed_at, current}`.
  static func listing(_ listing: ConferenceListing) -> JSONValue {
    .object([
      "name": .string(listing.name),
      "title": .string(listing.title),
      "source": .optional(listing.source),
      "time_zone": .optional(listing.timeZone?.identifier),
      "first_date": .optional(listing.firstDate?.description),
      "last_date": .optional(listing.lastDate?.description),
      "sessions": listing.sessionCount.map { .number($0) } ?? .null,
      "refreshed_at": .optional(
        listing.refreshedAt.map(ConferenceTimeFormatter(timeZone: .gmt).timestamp(of:))),
      "current": .bool(listing.isCurrent),
    ])
  }
}
