public import Domain
public import Observation
public import UseCase

/// The conferences screen: the demo and the added conferences, and the actions on them (add
/// from a published programme, pick the current one, refresh, remove).
///
/// Main-actor isolated; observe `state`. Each action moves through `.working` to its result or
/// to `.failed`.
@MainActor
@Observable
public final class ConferencesViewModel {
  /// What the screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// An action is under way.
    case working
    /// The conferences, the current one marked.
    case listed(ConferenceCatalog)
    /// A conference was added (and is now current).
    case added(ConferenceListing)
    /// A conference was made current.
    case selected(ConferenceListing)
    /// A conference's programme was fetched again.
    case refreshed(ConferenceListing)
    /// A conference was removed.
    case removed(ConferenceListing)
    /// The action failed.
    case failed(ConferenceError)
  }

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let listConferences: any ListConferencesUseCase
  @ObservationIgnored private let addConference: any AddConferenceUseCase
  @ObservationIgnored private let useConference: any UseConferenceUseCase
  @ObservationIgnored private let refreshConference: any RefreshConferenceUseCase
  @ObservationIgnored private let removeConference: any RemoveConferenceUseCase

  /// Creates the view model in `.idle`.
  public init(
    listConferences: any ListConferencesUseCase, addConference: any AddConferenceUseCase,
    useConference: any UseConferenceUseCase, refreshConference: any RefreshConferenceUseCase,
    removeConference: any RemoveConferenceUseCase
  ) {
    self.listConferences = listConferences
    self.addConference = addConference
    self.useConference = useConference
    self.refreshConference = refreshConference
    self.removeConference = removeConference
  }

  /// Lists the conferences.
  public func load() async {
    await perform { () throws(ConferenceError) in .listed(try await listConferences()) }
  }

  /// Adds the conference whose programme is at `source`; `timeZone` supplies one for a
  /// programme without one, `title` one for a programme without a title.
  public func add(source: String, timeZone: String?, title: String? = nil) async {
    await perform { () throws(ConferenceError) in
      .added(try await addConference(source: source, timeZone: timeZone, title: title))
    }
  }

  /// Makes the conference `name` names current.
  public func use(_ name: String) async {
    await perform { () throws(ConferenceError) in .selected(try await useConference(name)) }
  }

  /// Fetches the programme of the conference `name` names (the current one for `nil`) again.
  public func refresh(_ name: String?) async {
    await perform { () throws(ConferenceError) in .refreshed(try await refreshConference(name)) }
  }

  /// Removes the conference `name` names.
  public func remove(_ name: String) async {
    await perform { () throws(ConferenceError) in .removed(try await removeConference(name)) }
  }

  private func perform(_ work: () async throws(ConferenceError) -> State) async {
    state = .working
    do {
      state = try await work()
    } catch {
      state = .failed(error)
    }
  }
}
