public import Foundation
public import ViewModel

/// How `conf app` and `conf open` start the full-screen terminal app, which the composition
/// root builds (the command line does not import the terminal module).
public struct InteractiveAppLauncher: Sendable {
  /// Runs the app until the person quits, opening `route` when given (else the restored
  /// state), with times in `timeZone` (`nil`: the conference's); returns `nil` after a normal
  /// end, or a one-line reason the terminal could not be used.
  public var run: @MainActor @Sendable (_ route: AppRoute?, _ timeZone: TimeZone?) async -> String?

  /// Creates a launcher.
  public init(
    run:
      @escaping @MainActor @Sendable (_ route: AppRoute?, _ timeZone: TimeZone?) async
      -> String?
  ) {
    self.run = run
  }
}
