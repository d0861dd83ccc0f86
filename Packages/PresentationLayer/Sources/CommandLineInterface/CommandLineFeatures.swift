/// Every feature of the command line, one property each: the one list of them, kept by the
/// compiler.
///
/// The composition root (`AppDependencies.live`) and the command-line tests' harness both build
/// one, each with its own view models; a new feature is a new property, so neither compiles
/// until it gives it. `ordered` is the order `conf --help` lists the features' commands in.
public struct CommandLineFeatures: Sendable {
  /// The programme's commands (`CommandLineFeature.programme`).
  public var programme: CommandLineFeature
  /// The account's commands (`.account`).
  public var account: CommandLineFeature
  /// The bookmarks' and the schedule's commands (`.bookmarks`).
  public var bookmarks: CommandLineFeature
  /// The reminder setting's commands (`.reminders`).
  public var reminders: CommandLineFeature
  /// The tickets' commands (`.tickets`).
  public var tickets: CommandLineFeature
  /// The full-screen app's commands (`.interactiveApp`).
  public var interactiveApp: CommandLineFeature
  /// Shell completion's commands (`.completion`).
  public var completion: CommandLineFeature
  /// The conference list's commands (`.conferences`).
  public var conferences: CommandLineFeature
  /// The programme changes' commands (`.changes`).
  public var changes: CommandLineFeature
  /// `conf settings`.
  public var settings: CommandLineFeature

  /// Creates the list from each feature's commands.
  public init(
    programme: CommandLineFeature, account: CommandLineFeature, bookmarks: CommandLineFeature,
    reminders: CommandLineFeature, tickets: CommandLineFeature,
    interactiveApp: CommandLineFeature, completion: CommandLineFeature,
    conferences: CommandLineFeature, changes: CommandLineFeature,
    settings: CommandLineFeature
  ) {
    self.programme = programme
    self.account = account
    self.bookmarks = bookmarks
    self.reminders = reminders
    self.tickets = tickets
    self.interactiveApp = interactiveApp
    self.completion = completion
    self.conferences = conferences
    self.changes = changes
    self.settings = settings
  }

  /// The features in the order help lists their commands.
  public var ordered: [CommandLineFeature] {
    [
      programme, account, bookmarks, reminders, settings, tickets, interactiveApp, completion,
      conferences, changes,
    ]
  }
}
