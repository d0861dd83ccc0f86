import ConferenceBackend
import Foundation
import HTTPTypes
import Synchronization

/// The in-process backend used when `CONF_SERVER` is unset, opened on its first request.
///
/// Opening it creates and seeds its SQLite file under the data folder; a command that never
/// calls the backend (help, version, a usage error) never opens it. When it cannot be opened the
/// request gets a 503 `backend_unavailable` answer, which the data layer treats like a server
/// failure (the cache still serves).
final class EmbeddedBackend: Sendable {
  private let configuration: BackendConfiguration
  private let state = Mutex<Result<ConferenceBackend, BackendError>?>(nil)

  init(databasePath: String, now: @escaping @Sendable () -> Date, tokenLifetime: Duration) {
    configuration = BackendConfiguration(
      databasePath: databasePath, now: now, tokenLifetime: tokenLifetime)
  }

  /// Answers `request` with the backend, opening it first when needed.
  func handle(_ request: HTTPRequest) async -> HTTPResponse {
    switch backend() {
    case .success(let backend):
      return await backend.handle(request)
    case .failure(let error):
      let body =
        #"{"error":{"code":"backend_unavailable","message":"#
        + "\(Self.jsonString(error.description))}}"
      return HTTPResponse(
        status: .serviceUnavailable, headers: ["Content-Type": "application/json"],
        body: Data(body.utf8))
    }
  }

  private func backend() -> Result<ConferenceBackend, BackendError> {
    state.withLock { state in
      if let state { return state }
      let opened = Result { () throws(BackendError) in
        try ConferenceBackend(configuration: configuration)
      }
      state = opened
      return opened
    }
  }

  private static func jsonString(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data(#""""#.utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
