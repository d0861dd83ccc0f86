public import ViewModel

extension CommandLineFeature {
  /// The interactive app: `conf app` and `conf open <link>`.
  ///
  /// - Parameters:
  ///   - makeAppStateController: Checks the login before `conf open` follows a link that
  ///     needs one.
  ///   - launcher: Starts the full-screen app.
  public static func interactiveApp(
    makeAppStateController: @escaping @MainActor @Sendable () -> AppStateController,
    launcher: InteractiveAppLauncher
  ) -> CommandLineFeature {
    CommandLineFeature {
      [
        AppCommand(launcher: launcher),
        OpenCommand(makeAppStateController: makeAppStateController, launcher: launcher),
      ]
    }
  }
}
