public import APIClient
import DataStore
public import Entity
public import Foundation
import HTTPTypes

/// The conference API answered from a published schedule feed (a URL or a local file) instead
/// of the backend: the same entities and the same error codes, so the layers above cannot tell
/// the two apart, except by `origin`, which names the website or the file for messages.
///
/// Every call first makes sure that a copy of the feed is saved in the `FeedStore` and fresh:
///
/// - **No copy**: the feed is fetched and read; a failure is thrown.
/// - **Checked less than `maximumAge` ago**: the copy answers; nothing is sent or read.
/// - **Older**: a URL is fetched again conditionally (`If-None-Match` with the saved `ETag`,
///   `If-Modified-Since` with the saved `Last-Modified`): a `304` keeps the copy, a `200` is read
///   and replaces it only when it reads. A file is read again only when its size or
///   modification time changed.
/// - **A refresh that fails keeps the last good copy, and says so on every call.** A failure
///   to fetch is thrown as it came (the transport's case, or the error status); a feed that no
///   longer reads is recorded (`FeedState.lastRefreshFailure`, with the check's time) and thrown
///   as `.decoding` with the reader's message, by this call and by every call until the feed
///   reads again (a check skipped because the copy is fresh still says it). The repository
///   above answers from the same copy (its cache) and says why; nothing is lost.
///
/// Errors: an error status is `.api` with `http_<status>` and a message in words (a 401 or a
/// 407 names the login it asks for, which is never given), and a 404 is `.unknownEndpoint`
/// naming the request (as `LiveConferenceAPIClient` maps a 404 without an API code); a file that
/// cannot be opened or is not a regular file (a folder, a device, a pipe) is `.invalidRequest`,
/// one over the reader's limit `.decoding` (refused from its size, before any byte is read); a
/// feed that does not read, and a saved copy that cannot be used (`StoreError`), are
/// `.decoding`. Messages name a URL without its user, password, query or fragment. Concurrent
/// calls on a stale copy may each fetch the feed; the last good copy wins.
public final class LiveProgrammeFeedAPIClient: ProgrammeFeedAPIClient {
  /// The feed.
  public let source: FeedSource
  /// How long a checked copy answers without looking at the feed again.
  public let maximumAge: Duration

  private let store: FeedStore
  private let transport: (any HTTPTransport)?
  private let reader: ProgrammeFeedReader
  private let timeZone: String?
  private let title: String?
  private let now: @Sendable () -> Date

  /// Creates a client for `source` that keeps its copy in `store`.
  ///
  /// - Parameters:
  ///   - source: where the feed is published: a URL or a file.
  ///   - store: the last good copy of the feed, answered from while it is fresh or when the
  ///     source cannot be read.
  ///   - transport: what a URL is fetched through, whose base URL is the feed's
  ///     `FeedSource.serverURL` (the request carries the URL's path and query); `nil` for a
  ///     file (a URL source without one fails with `.invalidRequest`).
  ///   - reader: reads the feed; its `maximumBytes` bounds a file.
  ///   - timeZone: an IANA name for feeds without a time zone (pentabarf's), as
  ///     `ProgrammeFeedReader.programme(from:timeZone:)` takes it.
  ///   - maximumAge: how long a checked copy answers without looking at the feed again.
  ///   - title: the title the conference is listed under (given at `conference add --title`,
  ///     or the programme's name for itself when it gives no title), answered by
  ///     `conference()` in place of the programme's own; `nil` keeps the programme's.
  ///   - now: the clock that dates checks and copies.
  public init(
    source: FeedSource, store: FeedStore, transport: (any HTTPTransport)?,
    reader: ProgrammeFeedReader = ProgrammeFeedReader(), timeZone: String?,
    maximumAge: Duration = .seconds(15 * 60), title: String? = nil,
    now: @escaping @Sendable () -> Date
  ) {
    self.source = source
    self.store = store
    self.transport = transport
    self.reader = reader
    self.timeZone = timeZone
    self.maximumAge = maximumAge
    self.title = title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    self.now = now
  }

  /// A published programme offers its programme changes; it has no accounts or tickets, and
  /// its bookmarks are kept on this device.
  public let capabilities: SourceCapabilitiesEntity = [.programmeChanges]

  /// The website (by host, and port when the address gives one; an IPv6 host in brackets) or
  /// the file the feed is read from.
  public var origin: ProgrammeOriginEntity {
    switch source {
    case .url(let url):
      let name = url.host() ?? ""
      let host = name.contains(":") ? "[\(name)]" : name
      return .website(host: url.port.map { "\(host):\($0)" } ?? host)
    case .file(let path):
      return .file(path: path)
    }
  }

  /// The saved conference, after making sure the copy is fresh, under the title it is listed
  /// under when one was given.
  public func conference() async throws(APIClientError) -> ConferenceEntity {
    let conference = try await current()
    guard let title, title != conference.title else { return conference }
    return ConferenceEntity(
      title: title, acronym: conference.acronym, timeZone: conference.timeZone,
      dayChange: conference.dayChange, days: conference.days,
      unscheduled: conference.unscheduled)
  }

  /// The saved timetable of `day`; a day the conference does not have is `.api` 404
  /// `day_not_found`.
  public func timetable(day: Int) async throws(APIClientError) -> TimetableEntity {
    let conference = try await current()
    guard conference.days.contains(where: { $0.day == day }) else {
      throw .api(
        APIError(
          status: 404, code: "day_not_found",
          message: "There is no day \(day); the conference has \(Self.days(of: conference))."))
    }
    let store = store
    guard
      let timetable = try await stored({ () async throws(StoreError) in
        try await store.timetable(forDay: day)
      })
    else { throw Self.missingDay(day) }
    return timetable
  }

  /// The session `id` from any day; an unknown id is `.api` 404 `session_not_found`.
  public func session(id: SessionEntity.ID) async throws(APIClientError) -> SessionEntity {
    for timetable in try await timetables() {
      if let session = timetable.sessions.first(where: { $0.id == id }) { return session }
    }
    throw .api(
      APIError(status: 404, code: "session_not_found", message: "There is no session \(id)."))
  }

  /// The sessions whose title, subtitle, abstract or a speaker's name contains `query`
  /// (trimmed), ignoring case and accents, sorted by start and then id; an empty query is
  /// `.api` 400 `bad_request`, as the backend answers it.
  public func searchSessions(query: String) async throws(APIClientError) -> SessionSearchEntity {
    let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else {
      throw .api(
        APIError(
          status: 400, code: "bad_request",
          message: "The query parameter `query` is missing or empty."))
    }
    // The copy's search index finds the candidates in SQL, so a large programme's days are not
    // all decoded; without an index (a query outside ASCII, a copy saved before it) every day
    // is read.
    let days = try await synchronise(force: false).conference.days.map(\.day)
    let store = store
    let indexed = try await stored { () async throws(StoreError) in
      try await store.searchCandidates(containing: query, ofDays: days)
    }
    let candidates: [SessionEntity]
    if let indexed {
      candidates = indexed
    } else {
      candidates = try await timetables().flatMap(\.sessions)
    }
    let matches = candidates.filter { Self.session($0, contains: query) }
    return SessionSearchEntity(query: query, sessions: Self.sortedByStart(matches))
  }

  /// What reading the saved copy noted; see `ProgrammeFeedAPIClient`.
  public func readingNotes() async throws(APIClientError) -> [String] {
    let store = store
    return try await stored { () async throws(StoreError) in try await store.state()?.notes ?? [] }
  }

  /// Checks the feed when `force` or when the copy is older than `maximumAge`.
  ///
  /// - Throws: as the calls do, and `.decoding` with the reader's message when the feed no
  ///   longer reads, or did not at the last check (the last good copy stays).
  public func refresh(force: Bool) async throws(APIClientError) -> FeedRefreshEntity {
    switch try await synchronise(force: force).outcome {
    case .refreshed(let refresh): refresh
    case .unreadableFeed(let message): throw .decoding(reason: message)
    }
  }

  // MARK: - Keeping the copy

  private enum Outcome {
    case refreshed(FeedRefreshEntity)
    /// The feed did not read, at this check or at the last one; the copy stands.
    case unreadableFeed(String)
  }

  /// The saved conference after making sure the copy is fresh, or the failure of the last
  /// check when the feed did not read.
  private func current() async throws(APIClientError) -> ConferenceEntity {
    let (outcome, conference) = try await synchronise(force: false)
    if case .unreadableFeed(let message) = outcome { throw .decoding(reason: message) }
    return conference
  }

  private enum Fetched {
    case notModified(entityTag: String?)
    case content(Data, entityTag: String?, lastModified: String?, stamp: FeedState.FileStamp?)
  }

  /// Makes sure a fresh copy is saved: the outcome, and the copy's conference.
  private func synchronise(
    force: Bool
  ) async throws(APIClientError) -> (outcome: Outcome, conference: ConferenceEntity) {
    let store = store
    let source = source
    let saved = try await stored { () async throws(StoreError) -> (FeedState, ConferenceEntity)? in
      guard let state = try await store.state(), state.source == source,
        let conference = try await store.conference()
      else { return nil }
      return (state, conference)
    }
    let checkedAt = now()
    if case (let state, let conference)? = saved, !force, isFresh(state, at: checkedAt) {
      // Not due; a feed that did not read at the last check is still said to be unreadable.
      if let failure = state.lastRefreshFailure { return (.unreadableFeed(failure), conference) }
      return (.refreshed(.fresh(checkedAt: state.checkedAt)), conference)
    }
    let fetched = try await fetch(conditionalOn: saved?.0)
    switch fetched {
    case .notModified(let entityTag):
      guard case (let state, let conference)? = saved else {
        throw .decoding(reason: "the feed answered 304 Not Modified to a request for all of it")
      }
      try await save(
        FeedState(
          source: source, entityTag: entityTag ?? state.entityTag,
          lastModified: state.lastModified, fileStamp: state.fileStamp,
          fetchedAt: state.fetchedAt, checkedAt: checkedAt, lastRefreshFailure: nil,
          notes: state.notes))
      return (.refreshed(.unchanged(checkedAt: checkedAt)), conference)
    case .content(let data, let entityTag, let lastModified, let stamp):
      let savedNames = try await stored { () async throws(StoreError) in
        try await store.sessionNames()
      }
      var names = savedNames
      let programme: FeedProgramme
      do {
        programme = try reader.programme(from: data, timeZone: timeZone, names: &names)
      } catch {
        guard case (let state, let conference)? = saved else {
          throw .decoding(reason: error.description)
        }
        try await save(
          FeedState(
            source: source, entityTag: state.entityTag, lastModified: state.lastModified,
            fileStamp: state.fileStamp, fetchedAt: state.fetchedAt, checkedAt: checkedAt,
            lastRefreshFailure: error.description, notes: state.notes))
        return (.unreadableFeed(error.description), conference)
      }
      let state = FeedState(
        source: source, entityTag: entityTag, lastModified: lastModified, fileStamp: stamp,
        fetchedAt: checkedAt, checkedAt: checkedAt, lastRefreshFailure: nil,
        notes: programme.warnings.map(\.description))
      var previous: [TimetableEntity]?
      if case (_, let conference)? = saved {
        let days = conference.days.map(\.day)
        let timetables = try await stored { () async throws(StoreError) in
          try await store.timetables(ofDays: days)
        }
        if conference == programme.conference && timetables == programme.timetables {
          try await save(state, names: names == savedNames ? nil : names)
          return (.refreshed(.unchanged(checkedAt: checkedAt)), conference)
        }
        previous = timetables
      }
      try await stored { () async throws(StoreError) in
        try await store.replace(with: programme, state: state, names: names)
      }
      return (
        .refreshed(.updated(previous: previous, current: programme.timetables)),
        programme.conference
      )
    }
  }

  /// Whether `state` was checked less than `maximumAge` before `date` (a check dated in the
  /// future, after the clock was set back, is not fresh).
  private func isFresh(_ state: FeedState, at date: Date) -> Bool {
    let age = date.timeIntervalSince(state.checkedAt)
    let (seconds, attoseconds) = maximumAge.components
    return age >= 0 && age < Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The feed's bytes, or that it has not changed since `state`.
  private func fetch(conditionalOn state: FeedState?) async throws(APIClientError) -> Fetched {
    switch source {
    case .url(let url): try await fetch(url, conditionalOn: state)
    case .file(let path): try readFile(path, unlessStamped: state?.fileStamp)
    }
  }

  private func fetch(
    _ url: URL, conditionalOn state: FeedState?
  ) async throws(APIClientError) -> Fetched {
    guard let transport else {
      throw .invalidRequest(reason: "no transport is given for \(Self.shown(url))")
    }
    var headers: HTTPHeaders = ["Accept": "application/xml, application/json;q=0.9, */*;q=0.1"]
    if let entityTag = state?.entityTag { headers["If-None-Match"] = entityTag }
    if let lastModified = state?.lastModified { headers["If-Modified-Since"] = lastModified }
    let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    let path = components?.percentEncodedPath ?? ""
    let target =
      (path.isEmpty ? "/" : path) + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
    guard let request = HTTPRequest(method: .get, target: target, headers: headers) else {
      throw .invalidRequest(reason: "\(Self.shown(url)) has no valid path")
    }
    let response = try await transport.send(request)
    if response.status.rawValue == 304 {
      return .notModified(entityTag: response.headers["ETag"])
    }
    guard response.status.isSuccess else {
      let status = response.status.rawValue
      throw APIClientError(
        answer: APIError(status: status, code: "http_\(status)", message: Self.refusal(response)),
        to: transport.description(of: request))
    }
    return .content(
      response.body, entityTag: response.headers["ETag"],
      lastModified: response.headers["Last-Modified"], stamp: nil)
  }

  private func readFile(
    _ path: String, unlessStamped savedStamp: FeedState.FileStamp?
  ) throws(APIClientError) -> Fetched {
    do {
      if let savedStamp, try BoundedFile.stamp(ofFile: path) == savedStamp {
        return .notModified(entityTag: nil)
      }
      let (data, stamp) = try BoundedFile.stampedContents(
        ofFile: path, maximumBytes: reader.maximumBytes)
      return .content(data, entityTag: nil, lastModified: nil, stamp: stamp)
    } catch {
      // The source as given cannot be read: the path or the file must change.
      if case .fileTooLarge = error { throw .decoding(reason: error.description) }
      throw .invalidRequest(reason: error.description)
    }
  }

  /// An error answer in words: the login a 401 or a 407 asks for (none is ever given) and
  /// what to do, else the status.
  private static func refusal(_ response: HTTPResponse) -> String {
    switch (response.status.rawValue, response.loginDemand) {
    case (401, let demand?):
      "\(demand), which conf does not give: download the programme yourself and add the file "
        + "(conf conference add ./schedule.xml)"
    case (_, let demand?):
      demand
    case (_, nil):
      "the feed answered \(response.status) instead of a schedule"
    }
  }

  /// `url` as a message may show it: scheme, host, port and path, without user, password,
  /// query or fragment.
  private static func shown(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return "(an address that cannot be shown)"
    }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    return components.string ?? "(an address that cannot be shown)"
  }

  // MARK: - Reading the copy

  /// The copy's timetables of the conference's days, after making sure it is fresh.
  private func timetables() async throws(APIClientError) -> [TimetableEntity] {
    let days = try await synchronise(force: false).conference.days.map(\.day)
    let store = store
    let timetables = try await stored { () async throws(StoreError) in
      try await store.timetables(ofDays: days)
    }
    if let missing = days.first(where: { day in !timetables.contains { $0.day == day } }) {
      throw Self.missingDay(missing)
    }
    return timetables
  }

  private func save(
    _ state: FeedState, names: SessionNames? = nil
  ) async throws(APIClientError) {
    let store = store
    try await stored { () async throws(StoreError) in try await store.save(state, names: names) }
  }

  /// `operation`'s value; a `StoreError` is thrown as `.decoding`, saying what to do.
  private func stored<Value>(
    _ operation: () async throws(StoreError) -> Value
  ) async throws(APIClientError) -> Value {
    do {
      return try await operation()
    } catch {
      throw .decoding(reason: "the saved copy of the feed cannot be used: \(error)")
    }
  }

  private static func missingDay(_ day: Int) -> APIClientError {
    .decoding(
      reason: "the saved copy of the feed has lost day \(day); refresh the feed to fetch it again")
  }

  /// `days 1 to 3`, `days 1, 3 and 4`, `day 2`, `no days`.
  private static func days(of conference: ConferenceEntity) -> String {
    let days = conference.days.map(\.day)
    guard let first = days.first, let last = days.last else { return "no days" }
    if days.count == 1 { return "day \(first)" }
    if days == Array(first...last) { return "days \(first) to \(last)" }
    return "days " + days.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
  }

  private static func session(_ session: SessionEntity, contains query: String) -> Bool {
    let fields =
      [session.title, session.subtitle ?? "", session.abstract] + session.speakers.map(\.name)
    return fields.contains { $0.looselyContains(query) }
  }

  /// `sessions` by start instant, then id (numeric ids numerically).
  private static func sortedByStart(_ sessions: [SessionEntity]) -> [SessionEntity] {
    let keyed = sessions.map { session in
      (session, start: try? Date(session.startsAt, strategy: .iso8601))
    }
    return keyed.sorted { left, right in
      if left.start != right.start {
        guard let leftStart = left.start else { return false }
        guard let rightStart = right.start else { return true }
        return leftStart < rightStart
      }
      if let leftID = Int(left.0.id), let rightID = Int(right.0.id), leftID != rightID {
        return leftID < rightID
      }
      return left.0.id < right.0.id
    }.map(\.0)
  }
}
