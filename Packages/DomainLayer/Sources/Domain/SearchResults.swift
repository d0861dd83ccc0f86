/// What a search found, and over which part of the programme.
public struct SearchResults: Sendable, Equatable {
  /// What was searched for.
  public let query: SearchQuery
  /// The matching sessions, sorted by start time.
  public let matches: [SessionMatch]
  /// `.live` when the backend searched the whole programme; `.cached(savedAt:)` when it could
  /// not be reached and the saved days were searched instead (`savedAt` is the oldest copy's).
  public let freshness: Freshness
  /// The days searched: every day when live, the days with a saved copy otherwise.
  public let searchedDays: [ConferenceDay]
  /// Every day of the conference (when known; otherwise the searched ones).
  public let conferenceDays: [ConferenceDay]

  /// Creates results; `conferenceDays` defaults to the searched days.
  public init(
    query: SearchQuery, matches: [SessionMatch], freshness: Freshness,
    searchedDays: [ConferenceDay], conferenceDays: [ConferenceDay]? = nil
  ) {
    self.query = query
    self.matches = matches
    self.freshness = freshness
    self.searchedDays = searchedDays
    self.conferenceDays = conferenceDays ?? searchedDays
  }

  /// The matching sessions, without the fields.
  public var sessions: [Session] {
    matches.map(\.session)
  }

  /// The conference days that were not searched because no copy of them was saved; empty when
  /// live.
  public var unsearchedDays: [ConferenceDay] {
    conferenceDays.filter { !searchedDays.contains($0) }
  }
}
