/// One feature's commands, assembled from the view-model factories the feature needs.
///
/// Each feature has one static factory in a `CommandLineFeature+<Feature>.swift` file
/// (`.programme(...)`, `.account(...)`); the composition root calls it with the feature's view
/// models. The commands themselves stay internal to this module.
public struct CommandLineFeature: Sendable {
  /// Makes the feature's top-level commands, in the order help lists them.
  let makeCommands: @MainActor @Sendable () -> [any Command]

  /// Wraps a factory of commands.
  init(makeCommands: @escaping @MainActor @Sendable () -> [any Command]) {
    self.makeCommands = makeCommands
  }
}
