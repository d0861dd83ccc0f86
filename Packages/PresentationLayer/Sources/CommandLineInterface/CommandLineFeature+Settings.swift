public import ViewModel

extension CommandLineFeature {
  /// The settings kept on this device: `conf settings`, `conf settings set|reset`.
  public static func settings(
    makeSettingsViewModel: @escaping @MainActor @Sendable () -> SettingsViewModel
  ) -> CommandLineFeature {
    CommandLineFeature {
      [SettingsCommand(makeViewModel: makeSettingsViewModel)]
    }
  }
}
