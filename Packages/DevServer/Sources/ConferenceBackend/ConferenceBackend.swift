public import HTTPTypes
import SQLite
import Synchronization

/// The fake conference backend: a request handler over a SQLite file seeded with a fictional
/// three-day, four-track conference ("Swift Harbour 2027", Tokyo).
///
/// Use it in process (call `handle(_:)`) or behind `HTTPServer`. Each instance owns one
/// connection and answers one request at a time; several instances, in one process or many, may
/// share a file.
public final class ConferenceBackend: Sendable {
  /// The largest request body the backend accepts; larger ones get 413 `payload_too_large`.
  public static let maximumBodySize = 1_048_576

  /// The `PRAGMA application_id` of the backend's database files (big-endian at bytes 68 to 71
  /// of the header), so a tool can tell a backend database from another file without opening
  /// it. Files from before it was set have 0 there and `user_version` 1 or 2.
  public static let databaseApplicationID: Int32 = Schema.applicationID

  private let configuration: BackendConfiguration
  private let database: Mutex<SQLiteConnection>
  private let activeFaults: Mutex<BackendFaults>
  /// 200 answers of timetable and session requests. The programme never changes once seeded,
  /// so they stay valid; at most `programmeCacheLimit` are kept (search answers never are).
  private let programmeCache = Mutex<[String: HTTPResponse]>([:])
  private static let programmeCacheLimit = 256
  /// How long a statement waits for another connection's write lock before failing.
  static let busyTimeout: Duration = .seconds(30)

  /// Opens (or creates) the database, creating the schema and seeding the demo data the first
  /// time.
  ///
  /// A warm open reads one pragma and costs a few milliseconds. Seeding runs in one
  /// `BEGIN IMMEDIATE` transaction, so processes opening a new file at once seed it once; the
  /// others wait for it, and for one another's writes, up to `busyTimeout` (30 s: the embedded
  /// backends of several `conf` processes share one file, and on a busy machine one of them
  /// seeding a new file has been seen to take longer than 5 s).
  ///
  /// - Throws: `BackendError` when the file cannot be opened, is not a database, or was written
  ///   by a newer backend.
  public init(configuration: BackendConfiguration) throws(BackendError) {
    let connection: SQLiteConnection
    do {
      connection = try SQLiteConnection(
        path: configuration.databasePath, busyTimeout: Self.busyTimeout)
    } catch {
      throw .cannotOpenDatabase(path: configuration.databasePath, reason: error.message)
    }
    try Schema.prepare(connection)
    self.configuration = configuration
    self.database = Mutex(connection)
    self.activeFaults = Mutex(configuration.faults)
  }

  /// The faults currently injected.
  public var faults: BackendFaults {
    activeFaults.withLock { $0 }
  }

  /// Replaces the injected faults, from the next request on.
  public func injectFaults(_ faults: BackendFaults) {
    activeFaults.withLock { $0 = faults }
  }

  /// Answers `request`. Never fails: every problem becomes an error answer
  /// `{"error": {"code": "...", "message": "..."}}`.
  ///
  /// Runs off the caller's actor; database work blocks one thread for its duration. `HEAD` is
  /// answered like `GET`, body included: the transport drops it.
  @concurrent
  public func handle(_ request: HTTPRequest) async -> HTTPResponse {
    let fault = activeFaults.withLock { faults -> (Duration, HTTPStatus?) in
      let latency = faults.latency
      if faults.failingRequestCount > 0 {
        faults.failingRequestCount -= 1
        return (latency, faults.failureStatus)
      }
      guard faults.errorRate > 0 else { return (latency, nil) }
      let draw = configuration.faultRandomness.bytes(count: 8)
        .reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      let isFailing = Double(draw >> 11) / Double(UInt64(1) << 53) < faults.errorRate
      return (latency, isFailing ? faults.failureStatus : nil)
    }
    if fault.0 > .zero {
      await configuration.sleep(fault.0)
    }
    if let status = fault.1 {
      return Self.injectedFailure(status)
    }
    guard request.body.count <= Self.maximumBodySize else {
      return APIFailure.payloadTooLarge(limit: Self.maximumBodySize).response
    }
    let cacheKey = Self.programmeCacheKey(for: request)
    if let cacheKey, let cached = programmeCache.withLock({ $0[cacheKey] }) {
      return cached
    }
    let now = configuration.now()
    let response = database.withLock { connection in
      RequestHandler(
        connection: connection, now: now, tokenLifetime: configuration.tokenLifetime,
        randomness: configuration.randomness
      ).respond(to: request)
    }
    if let cacheKey, response.status == .ok {
      programmeCache.withLock { cache in
        if cache.count < Self.programmeCacheLimit { cache[cacheKey] = response }
      }
    }
    return response
  }

  /// The cache key of a timetable or session request, `nil` for any other.
  private static func programmeCacheKey(for request: HTTPRequest) -> String? {
    guard request.method == .get || request.method == .head else { return nil }
    switch Route(path: request.path) {
    case .conference: return "conference"
    case .timetable: return request.queryValue("day").map { "timetable \($0)" }
    case .session(let id): return "session \(id)"
    default: return nil
    }
  }

  private static func injectedFailure(_ status: HTTPStatus) -> HTTPResponse {
    if status == .serviceUnavailable {
      return APIFailure(
        status: status, code: "service_unavailable",
        message: "The backend is unavailable (injected fault). Try again.",
        headers: ["Retry-After": "1"]
      ).response
    }
    return APIFailure(
      status: status, code: "injected_fault", message: "The backend failed (injected fault)."
    ).response
  }
}
