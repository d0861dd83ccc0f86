extension CommandLineFeature {
  /// The demo feature: `conf demo`.
  ///
  /// - Parameters:
  ///   - environment: The run's settings; the demo honours `NO_COLOR`, `DO_NOT_TRACK` and
  ///     `CONF_ANALYTICS` from them and ignores the rest.
  ///   - makeDependencies: Builds the command line's dependencies for the settings of one demo
  ///     step (a temporary `CONF_HOME`, a pinned `CONF_NOW` ...): the composition root's
  ///     `live` assembly, so each step runs the real product.
  public static func demo(
    environment: [String: String],
    makeDependencies: @escaping @Sendable ([String: String]) -> CLIDependencies
  ) -> CommandLineFeature {
    CommandLineFeature {
      [DemoCommand(makeDependencies: makeDependencies, environment: environment)]
    }
  }
}
