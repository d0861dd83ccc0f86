import Domain

/// What a command accepts, and the texts its help shows.
package struct CommandConfiguration: Sendable, Equatable {
  /// The subcommand's name, for example `timetable`.
  package let name: String
  /// One sentence for OVERVIEW and the SUBCOMMANDS list.
  package let abstract: String
  /// More detail for the help page, or `nil`.
  package let discussion: String?
  /// Positional arguments in order: the required ones, then at most one optional one.
  package let arguments: [ArgumentDefinition]
  /// Options and flags, in the order help lists them.
  package let options: [OptionDefinition]
  /// Options the command deliberately lacks (name without dashes), with the message that
  /// explains why and what to use instead; giving one is a usage error with that message.
  package let refusedOptions: [String: String]
  /// Whether usage errors leave out what was typed when it could be a secret (an extra
  /// argument, an unknown single-dash option), as `conf login` does.
  package let redactsUnexpectedInput: Bool
  /// The exit codes this command returns besides `commonExitCodes`; docs/cli.md lists them per
  /// command, and the tests check every run against them.
  package let exitCodes: [ExitCode]
  /// Examples for the EXAMPLES section of the help page.
  package let examples: [CommandExample]
  /// Whether the command is left out of help pages (a helper for completion scripts).
  package let isHidden: Bool
  /// Whether the app is set up (settings read, data folders prepared) before the command runs;
  /// `false` for commands that print only what the command line itself knows.
  package let needsSetup: Bool
  /// Whether the run also does the app's background work: sends queued bookmark changes
  /// before the command and pending analytics after it succeeds (not for completion, which
  /// must answer at once and never reach the network).
  package let doesBackgroundWork: Bool
  /// What the conference's source must offer for this command to run (accounts for `login`,
  /// tickets for `ticket buy`); on a conference without it the command is refused in one line
  /// (exit 78) before it runs. Empty for a command every conference can run.
  package let requires: ConferenceCapabilities

  /// What any command can return: success, a usage error, a bug, output that could not be
  /// written, a setting or data folder that cannot be used, a cancelled prompt or request.
  package static let commonExitCodes: [ExitCode] = [
    .success, .usage, .software, .inputOutputError, .configuration, .interrupted,
  ]

  /// Every exit code this command can return, in ascending order.
  package var allExitCodes: [ExitCode] {
    Set(Self.commonExitCodes + exitCodes).sorted { $0.rawValue < $1.rawValue }
  }

  /// Creates a configuration; `options` are the declarations the command reads its options
  /// and flags through, in the order help lists them.
  package init(
    name: String, abstract: String, discussion: String? = nil,
    arguments: [ArgumentDefinition] = [], options: [any OptionDeclaration] = [],
    refusedOptions: [String: String] = [:], redactsUnexpectedInput: Bool = false,
    exitCodes: [ExitCode] = [], examples: [CommandExample] = [], isHidden: Bool = false,
    needsSetup: Bool = true, doesBackgroundWork: Bool = true,
    requires: ConferenceCapabilities = []
  ) {
    self.requires = requires
    self.exitCodes = exitCodes
    self.examples = examples
    self.isHidden = isHidden
    self.needsSetup = needsSetup
    self.doesBackgroundWork = doesBackgroundWork
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options.map(\.definition)
    self.refusedOptions = refusedOptions
    self.redactsUnexpectedInput = redactsUnexpectedInput
  }

  /// The last word of the name: what a parent's SUBCOMMANDS list and the command line use, for
  /// example `set-phone` for `profile set-phone`.
  package var leafName: String {
    name.split(separator: " ").last.map(String.init) ?? name
  }

  /// The one-line synopsis, for example `conf session <id> [--json]`: required options
  /// without brackets, optional ones and optional arguments in brackets.
  package var usage: String {
    (["conf", name] + arguments.map(\.usageLabel) + options.map(\.usageLabel))
      .joined(separator: " ")
  }

  /// Whether the command declares `option`.
  package func declares(_ option: some OptionDeclaration) -> Bool {
    self.option(named: option.definition.name) != nil
  }

  /// The option called `name` (without dashes), if declared.
  package func option(named name: String) -> OptionDefinition? {
    options.first { $0.name == name }
  }

  /// The option whose short form is `shortName` (without the dash), if declared.
  package func option(shortName: Character) -> OptionDefinition? {
    options.first { $0.shortName == shortName }
  }
}
