public import CommandLineInterface
public import Foundation

/// The composition root: the one place where implementations are chosen and wired together.
///
/// `live(environment:warn:)` assembles the command line one feature at a time
/// (`ProgrammeAssembly`, `AccountAssembly`, `CompletionAssembly`) without reading anything: the settings (`CONF_HOME`,
/// `CONF_SERVER`, `CONF_TOKEN_LIFETIME`, `CONF_NOW`, `CONF_TIMEOUT`) are read and the data folders prepared
/// only when a parsed command is about to run (`CLIDependencies.prepare`), so help, `--version`
/// and usage errors never depend on the environment or the file system. The cache and the
/// embedded backend open on first request.
public struct AppDependencies: Sendable {
  /// What the command line needs.
  public let commandLine: CLIDependencies
  /// The time the run treats as now: `CONF_NOW` when it is valid, else the real clock.
  public let now: @Sendable () -> Date

  /// The version `conf --version` prints.
  public static let version = "0.1.0"

  /// Assembles the live dependencies for the process environment; reads and creates nothing.
  ///
  /// - Parameters:
  ///   - environment: The process's environment variables (`CONF_*`, the XDG folders ...).
  ///   - warn: Receives one-line warnings (a corrupt cache moved aside, a data folder made
  ///     private ...); `main` prints them to standard error.
  public static func live(
    environment: [String: String], warn: @escaping @Sendable (String) -> Void
  ) -> AppDependencies {
    let setup = AppServices.Setup(environment: environment, warn: warn)
    let reminders = RemindersAssembly(setup: setup, environment: environment)
    let pinned = AppSettings.pinnedNow(in: environment)
    return AppDependencies(
      commandLine: CLIDependencies(
        version: version,
        features: CommandLineFeatures(
          programme: ProgrammeAssembly(setup: setup).commandLine,
          account: AccountAssembly(setup: setup, reminders: reminders, warn: warn).commandLine,
          bookmarks: BookmarksAssembly(setup: setup, reminders: reminders, warn: warn).commandLine,
          reminders: reminders.commandLine,
          tickets: TicketsAssembly(setup: setup, warn: warn).commandLine,
          interactiveApp: InteractiveAppAssembly(
            setup: setup, reminders: reminders, environment: environment, warn: warn
          ).commandLine,
          completion: CompletionAssembly(setup: setup).commandLine,
          conferences: ConferencesAssembly(setup: setup).commandLine,
          changes: ConferencesAssembly(setup: setup).changes,
          settings: reminders.settingsCommandLine),
        demo: .demo(environment: environment) { settings in
          // Each demo step runs the real assembly on the demo's own settings.
          live(environment: settings, warn: warn).commandLine
        },
        selectConference: { setup.select(conference: $0) },
        prepare: { () throws(CLISetupError) in
          do throws(AppConfigurationError) {
            _ = try setup.prepare()
          } catch {
            throw CLISetupError(message: error.description)
          }
        },
        checkCommand: { required throws(CLISetupError) in
          try ConferencesAssembly.check(requiring: required, services: setup.services)
        },
        capabilities: { setup.services.capabilities },
        beforeCommand: { await BookmarksAssembly.sendQueuedChanges(setup: setup, warn: warn) },
        finish: AnalyticsAssembly(setup: setup).uploadPendingEvents,
        deviceSettings: reminders.deviceSettings),
      now: { pinned ?? Date() })
  }
}
