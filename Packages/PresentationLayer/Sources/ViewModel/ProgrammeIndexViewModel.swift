import Domain
public import Observation
public import UseCase

/// What the saved programme offers while typing: its days, tracks, rooms and sessions, for
/// shell completion and search suggestions.
///
/// Reads only what is saved on this device (never the backend), so it answers at once, online or
/// not; before `load()`, and when nothing is saved, `content` is empty. Records no analytics
/// event: it runs on every completion request. Main-actor isolated; observe `content`.
@MainActor
@Observable
public final class ProgrammeIndexViewModel {
  /// The names on offer.
  public private(set) var content = Content(days: [], tracks: [], rooms: [], sessions: [])

  @ObservationIgnored private let getSavedProgramme: any GetSavedProgrammeUseCase

  /// Creates the view model with empty `content`.
  public init(getSavedProgramme: any GetSavedProgrammeUseCase) {
    self.getSavedProgramme = getSavedProgramme
  }

  /// Reads the saved programme into `content`.
  public func load() async {
    content = Content(await getSavedProgramme())
  }
}
