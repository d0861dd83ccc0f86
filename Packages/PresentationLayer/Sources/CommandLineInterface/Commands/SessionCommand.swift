import Domain
import Foundation
import ViewModel

/// `conf session <id> [--json]`: everything about one session.
struct SessionCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> SessionDetailViewModel

  static let id = ArgumentDefinition(
    name: "id", help: "The session's id, as listed by 'conf timetable' or 'conf search'.",
    completion: .sessions)

  let configuration = CommandConfiguration(
    name: "session",
    abstract: "Show one session in detail.",
    discussion: """
      Times are shown in the conference's time zone, and beside them in the one --tz or \
      CONF_TZ names. When the backend cannot be reached, a \
      saved copy is shown if there is one, with a warning on standard error.
      """,
    arguments: [
      Self.id
    ],
    options: [
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.dataError, .unavailable],
    examples: [
      CommandExample("Everything about session 104", "conf session 104"),
      CommandExample("The same as JSON", "conf session 104 -j"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  /// The labels' column width: `Speakers:` plus two spaces.
  private let labelWidth = 11

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let id = arguments[Self.id] else {
      throw .missingArgument(Self.id)
    }
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let viewModel = makeViewModel()
    await viewModel.load(id: Session.ID(id))

    switch viewModel.state {
    case .loaded(let content):
      return show(content, for: arguments, in: display, context: context)
    case .failed(.heldSeveralTimes(let id, let occurrences)):
      return showOccurrences(of: id, occurrences, arguments, in: context, display: display)
    case .failed(let error):
      guard case .sessionNotFound = error else {
        return context.fail(with: error)
      }
      return context.fail(
        with: error, hint: "run 'conf search TEXT' or 'conf timetable' to find session ids.")
    case .idle, .loading:
      return context.failInternally("the session finished loading in state \(viewModel.state)")
    }
  }

  /// Shows the session. Never inlined into `run`, where the release build's optimiser
  /// (CopyPropagation, Swift 6.3.1) crashes the compiler, as in `SearchCommand`.
  @inline(never)
  private func show(
    _ content: SessionDetailViewModel.Content, for arguments: ParsedArguments,
    in display: DisplayZone, context: CommandContext
  ) -> ExitCode {
    let session = content.session
    return context.show(
      arguments, savedCopyOf: "the copy of session \(session.id)", savedAt: content.savedAt,
      because: content.freshness.staleBecause,
      timeZone: display.zone(conference: session.timeZone), json: Self.json(content),
      text: { render(content, in: display, on: context.console) })
  }

  /// An id the programme repeats (a meetup on several days): its occurrences, each with the
  /// id that names it; exit 0.
  private func showOccurrences(
    of id: Session.ID, _ occurrences: [Session], _ arguments: ParsedArguments,
    in context: CommandContext, display: DisplayZone
  ) -> ExitCode {
    guard let first = occurrences.first else { return .success }
    let zone = display.zone(conference: first.timeZone)
    let console = context.console
    return context.show(
      arguments,
      json: .object([
        "id": .string(id.rawValue),
        "occurrences": .array(occurrences.map { JSONValue.session($0, timeZone: zone) }),
      ]),
      text: {
        let label = ZoneLabel.text(conference: first.timeZone, display: display, at: first.startsAt)
        console.writeLine(
          "Session \(id.rawValue.sanitizedForTerminal()) is held \(occurrences.count) times "
            + "(\(label)):")
        console.writeLine()
        SessionTable(timeText: { "\($0.date) \($0.timeRange)" }).write(
          occurrences.map { SessionRow(session: $0, timeZone: zone) }, to: console)
        console.writeLine()
        console.writeLine(
          "Show one with: conf session \(first.id.rawValue.sanitizedForTerminal())")
      })
  }

  static func json(_ content: SessionDetailViewModel.Content) -> JSONValue {
    let session = content.session
    var members = JSONValue.provenance(of: content.freshness, timeZone: session.timeZone)
    members["session"] = .session(session, timeZone: session.timeZone)
    return .object(members)
  }

  private func render(
    _ content: SessionDetailViewModel.Content, in display: DisplayZone, on console: Console
  ) {
    let session = content.session
    let row = content.row
    let formatter = ConferenceTimeFormatter(timeZone: session.timeZone)
    let width = max(console.width, 20)
    for line in session.title.sanitizedForTerminal().wrapped(toDisplayWidth: width) {
      console.writeLine(console.styled(line, .bold))
    }
    if let subtitle = session.subtitle {
      for line in subtitle.sanitizedForTerminal().wrapped(toDisplayWidth: width) {
        console.writeLine(line)
      }
    }
    console.writeLine()
    var when =
      "Day \(row.day), \(row.date), \(row.timeRange) "
      + "(UTC\(formatter.offset(at: session.startsAt)))"
    if display.differs(from: session.timeZone) {
      // Beside the conference's time, the same span in the zone --tz or CONF_TZ named.
      let zone = display.zone(conference: session.timeZone)
      let local = SessionRow(session: session, timeZone: zone)
      when += "; \(local.date) \(local.timeRange) (\(ZoneLabel.text(zone, at: session.startsAt)))"
    }
    var fields: [(String, [String])] = [
      ("ID:", [row.id.rawValue]),
      ("When:", [when]),
      ("Track:", [row.track]),
      ("Room:", [row.roomText]),
      ("Level:", session.level.map { [$0.name] } ?? []),
      ("Type:", session.kind.map { [$0] } ?? []),
      ("Language:", session.language.isEmpty ? [] : [session.language]),
      ("Status:", session.isCancelled ? ["cancelled"] : []),
    ]
    if !content.speakerLines.isEmpty {
      fields.append(("Speakers:", content.speakerLines))
    }
    if !session.links.isEmpty {
      fields.append(("Links:", session.links.map { "\($0.title): \($0.address)" }))
    }
    let indent = String(repeating: " ", count: labelWidth)
    for (label, values) in fields {
      var prefix = label.padded(toDisplayWidth: labelWidth)
      for value in values {
        let wrapped = value.sanitizedForTerminal().wrapped(toDisplayWidth: width - labelWidth)
        for line in wrapped {
          console.writeLine(prefix + line)
          prefix = indent
        }
      }
    }
    let abstract = session.abstract.sanitizedForTerminal(keepingLineBreaks: true)
    if abstract.contains(where: { !$0.isWhitespace }) {
      console.writeLine()
      for line in abstract.wrapped(toDisplayWidth: width) {
        console.writeLine(line)
      }
    }
  }
}
