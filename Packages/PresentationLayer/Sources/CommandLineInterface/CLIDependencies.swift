public import Domain

/// What the command line needs from the app: the version, its features, and how to set up.
///
/// The composition root builds one `CommandLineFeature` per feature (programme, account, ...)
/// into `CommandLineFeatures`, whose order `conf --help` follows, with `conf demo` last. Adding
/// a feature adds a property there; adding a use case changes only its feature's factory.
public struct CLIDependencies: Sendable {
  /// The version `conf --version` prints, for example `1.0.0`.
  public var version: String
  /// The features whose commands `conf` offers, in the order help lists them.
  var features: [CommandLineFeature]
  /// Sets the app up (reads settings, prepares folders); called once a command line has been
  /// parsed and before its command runs, never for help, `--version` or a usage error.
  public var prepare: @Sendable () throws(CLISetupError) -> Void
  /// Picks the conference for this run (`--conference NAME`), before `prepare`.
  public var selectConference: @Sendable (String) -> Void
  /// Refuses a command needing capabilities (`CommandConfiguration.requires`) the prepared
  /// conference lacks, after `prepare`: for example `login` on a conference without accounts
  /// (exit 78), saying which conference and what it lacks.
  public var checkCommand: @Sendable (ConferenceCapabilities) throws(CLISetupError) -> Void
  /// What the prepared conference offers besides its programme (after `prepare`): a command
  /// checks no login on a conference without accounts.
  public var capabilities: @Sendable () -> ConferenceCapabilities
  /// Runs after `prepare` and before the command: sends what earlier runs queued while the
  /// backend was unreachable, so that it reaches the backend before the command's own
  /// requests. Never fails the command (what cannot be sent stays queued).
  public var beforeCommand: @Sendable () async -> Void
  /// Work that follows a command once it has written its whole answer (the pending analytics
  /// upload): called only after a command that set the app up succeeded, never for help,
  /// `--version`, a usage error or a failed command. It must bound its own time, print nothing
  /// and change nothing the command reported.
  public var finish: @Sendable () async -> Void
  /// The settings kept on this device, read after `prepare` by a command that shows times (the
  /// `time-zone` setting is its zone when neither `--tz` nor `CONF_TZ` names one).
  public var deviceSettings: @Sendable () async -> DeviceSettings

  /// Creates the dependencies.
  ///
  /// - Parameters:
  ///   - version: The version `conf --version` prints.
  ///   - features: Every feature's commands.
  ///   - demo: `conf demo`, listed after the features; `nil` leaves it out (the demo's own
  ///     steps run without it).
  ///   - selectConference: Picks the conference for this run; does nothing by default.
  ///   - prepare: Sets the app up before a command runs; does nothing by default.
  ///   - checkCommand: Refuses a command the prepared app cannot run; refuses none by default.
  ///   - capabilities: What the prepared conference's source offers, read after `prepare`;
  ///     everything by default.
  ///   - beforeCommand: Runs after `prepare`, before the command; does nothing by default.
  ///   - finish: Runs after a successful command's answer; does nothing by default.
  ///   - deviceSettings: Reads the settings kept on this device; none by default.
  public init(
    version: String, features: CommandLineFeatures, demo: CommandLineFeature? = nil,
    selectConference: @escaping @Sendable (String) -> Void = { _ in },
    prepare: @escaping @Sendable () throws(CLISetupError) -> Void = {},
    checkCommand: @escaping @Sendable (ConferenceCapabilities) throws(CLISetupError) -> Void = {
      _ in
    },
    capabilities: @escaping @Sendable () -> ConferenceCapabilities = {
      [.accounts, .tickets, .bookmarksOnServer, .programmeChanges]
    },
    beforeCommand: @escaping @Sendable () async -> Void = {},
    finish: @escaping @Sendable () async -> Void = {},
    deviceSettings: @escaping @Sendable () async -> DeviceSettings = { .none }
  ) {
    self.version = version
    self.features = features.ordered + (demo.map { [$0] } ?? [])
    self.selectConference = selectConference
    self.prepare = prepare
    self.checkCommand = checkCommand
    self.capabilities = capabilities
    self.beforeCommand = beforeCommand
    self.finish = finish
    self.deviceSettings = deviceSettings
  }
}
