public import ViewModel

/// Where the app's navigation state is kept between runs, like `SceneStorage`.
///
/// `load` returns what the last run saved (`nil` when nothing usable was saved); the app
/// validates it before showing anything. `save` is called when the app goes to the background
/// and when it quits.
public struct TerminalAppRestoration: Sendable {
  /// Reads what the last run saved.
  public var load: @Sendable () -> AppNavigationState?
  /// Saves the current state.
  public var save: @Sendable (AppNavigationState) -> Void

  /// Creates a restoration store from its two operations.
  public init(
    load: @escaping @Sendable () -> AppNavigationState?,
    save: @escaping @Sendable (AppNavigationState) -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// A store that keeps nothing.
  public static let none = TerminalAppRestoration(load: { nil }, save: { _ in })
}
