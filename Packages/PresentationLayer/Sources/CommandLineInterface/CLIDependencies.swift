public import ViewModel

/// What the commands need from the app: a factory per view model, and the version.
///
/// The composition root builds this once; each command asks for a fresh view model.
public struct CLIDependencies: Sendable {
  /// The version `conf --version` prints, for example `1.0.0`.
  public var version: String
  /// Makes the view model behind `conf timetable`.
  public var makeTimetableViewModel: @MainActor @Sendable () -> TimetableViewModel
  /// Makes the view model behind `conf session`.
  public var makeSessionDetailViewModel: @MainActor @Sendable () -> SessionDetailViewModel
  /// Makes the view model behind `conf search`.
  public var makeSearchViewModel: @MainActor @Sendable () -> SearchViewModel

  /// Creates the dependencies.
  public init(
    version: String,
    makeTimetableViewModel: @escaping @MainActor @Sendable () -> TimetableViewModel,
    makeSessionDetailViewModel: @escaping @MainActor @Sendable () -> SessionDetailViewModel,
    makeSearchViewModel: @escaping @MainActor @Sendable () -> SearchViewModel
  ) {
    self.version = version
    self.makeTimetableViewModel = makeTimetableViewModel
    self.makeSessionDetailViewModel = makeSessionDetailViewModel
    self.makeSearchViewModel = makeSearchViewModel
  }
}
