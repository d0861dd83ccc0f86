public import Domain
public import Observation
public import UseCase

/// The changes screen: what moved, was cancelled, added or removed since the person last
/// looked, bookmarked sessions first. Looking marks the programme seen.
///
/// Main-actor isolated; observe `state`.
@MainActor
@Observable
public final class ChangesViewModel {
  /// What the screen shows.
  public typealias State = LoadState<ProgrammeChanges, TimetableError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getChanges: any GetProgrammeChangesUseCase

  /// Creates the view model in `.idle`.
  public init(getChanges: any GetProgrammeChangesUseCase) {
    self.getChanges = getChanges
  }

  /// Loads the changes and marks the programme seen.
  public func load() async {
    state = .loading
    state = await .of { () throws(TimetableError) in try await getChanges(markingSeen: true) }
  }
}
