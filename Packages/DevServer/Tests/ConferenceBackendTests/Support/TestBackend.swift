import ConferenceBackend
import Foundation
import HTTPTypes
import Synchronization
import Testing

/// Builders and decoders shared by the backend tests.
enum TestBackend {
  /// 2027-03-09T09:00:00+09:00, the day before the conference.
  static let referenceDate = Date(timeIntervalSince1970: 1_804_550_400)

  /// A backend on a private in-memory database with a pinned clock.
  static func make(
    path: String = ":memory:", faults: BackendFaults = BackendFaults(),
    sleep: @escaping @Sendable (Duration) async -> Void = { _ in
      Issue.record("unexpected sleep")
    }
  ) throws -> ConferenceBackend {
    try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: path, now: { referenceDate }, randomness: .seeded(1), faults: faults,
        sleep: sleep))
  }

  /// A fresh path in the temporary folder; the file does not exist yet.
  static func makeTemporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("conference-backend-tests-\(UUID().uuidString).sqlite").path
  }

  /// Removes a database file and its WAL companions.
  static func removeDatabase(at path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }

  /// A `GET` for `target`, for example `/v1/timetable?day=1`.
  static func get(_ target: String) throws -> HTTPRequest {
    try #require(HTTPRequest(method: .get, target: target))
  }

  /// Decodes a JSON body with snake_case keys.
  static func decode<Body: Decodable>(_ type: Body.Type, from response: HTTPResponse) throws
    -> Body
  {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(type, from: response.body)
  }

  /// The error body of `response`.
  static func error(in response: HTTPResponse) throws -> ErrorBody {
    try decode(ErrorBody.self, from: response)
  }
}

/// `{"error": {"code", "message"}}`.
struct ErrorBody: Decodable, Equatable {
  struct Detail: Decodable, Equatable {
    let code: String
    let message: String
  }

  let error: Detail

  init(code: String, message: String) {
    self.error = Detail(code: code, message: message)
  }
}

/// A speaker inside a session.
struct SpeakerBody: Decodable, Equatable, Hashable {
  let id: String
  let name: String
  let affiliation: String?
}

/// `<session>`.
struct SessionBody: Decodable, Equatable {
  let id: String
  let title: String
  let abstract: String
  let day: Int
  let startsAt: String
  let endsAt: String
  let track: String
  let room: String
  let level: String
  let language: String
  let speakers: [SpeakerBody]
}

/// `GET /v1/timetable` answer.
struct TimetableBody: Decodable, Equatable {
  let day: Int
  let date: String
  let timeZone: String
  let sessions: [SessionBody]
}

/// `GET /v1/sessions?query=` answer.
struct SearchBody: Decodable, Equatable {
  let query: String
  let sessions: [SessionBody]
}

/// Records what the backend's injected `sleep` was asked to wait.
final class SleepRecorder: Sendable {
  private let durations = Mutex<[Duration]>([])

  var recorded: [Duration] { durations.withLock { $0 } }

  func sleep(_ duration: Duration) async {
    durations.withLock { $0.append(duration) }
  }
}
