import APIClient
import CommandLineInterface
import DataStore
import Domain
import Foundation
import Repository
import Testing
import TokenAuthentication

@testable import RepositoryImplementation
@testable import UseCaseImplementation

/// Walks ARCHITECTURE.md's error table row by row through the real mappings: origin →
/// `RepositoryError` → domain error and recovery → `ErrorPresentation` (message and exit code),
/// and checks that every case of the code has a row.
@Suite("The error table in ARCHITECTURE.md")
struct ErrorTableTests {
  @Test("every row holds in the code")
  func everyRowHolds() throws {
    let rows = try ErrorTable.rows()
    #expect(rows.count >= 30)
    for row in rows {
      let repositoryError = try #require(
        ErrorTable.repositoryError(for: row), "row \(row.number): unknown origin \(row.origin)")
      if let repositoryError {
        #expect(
          ErrorTable.name(of: repositoryError) == row.dataLayer,
          "row \(row.number) (\(row.origin)): data layer")
      } else {
        #expect(row.dataLayer == "—", "row \(row.number): a local check has no data-layer error")
      }
      let domainError = try #require(
        ErrorTable.domainError(for: row, from: repositoryError),
        "row \(row.number): unknown feature \(row.feature)")
      #expect(domainError.name == row.domain, "row \(row.number) (\(row.origin)): domain error")
      #expect(domainError.recovery == row.recovery, "row \(row.number): recovery")
      #expect(domainError.presentation.exitCode == row.exitCode, "row \(row.number): exit code")
      #expect(
        domainError.presentation.message.hasPrefix(row.messageStart),
        "row \(row.number): message '\(domainError.presentation.message)'")
    }
  }

  @Test("every RepositoryError case has a row")
  func everyDataLayerCaseHasARow() throws {
    let named = Set(try ErrorTable.rows().map(\.dataLayer))
    let cases: [RepositoryError] = [
      .offline(reason: "x"), .cancelled, .invalidRequest(reason: "x"),
      .unknownEndpoint(request: "x"), .notFound(code: "x"),
      .rejected(status: 400, code: "x", message: "x"), .notYetOpen(code: "x", opensAt: "x"),
      .serverFailure(reason: "x"), .unreadableResponse(reason: "x"), .storage(reason: "x"),
      .storageFull(reason: "x"), .notAuthenticated,
      .sessionExpired, .invalidCredentials, .credentialsRefused(reason: "x"),
    ]
    for error in cases {
      #expect(named.contains(ErrorTable.name(of: error)), "no row for \(error)")
    }
  }

  @Test("every domain error case has a row")
  func everyDomainCaseHasARow() throws {
    let named = Set(try ErrorTable.rows().map(\.domain))
    let connectivity: [ConnectivityError] = [
      .offline, .unavailable(reason: "x"), .incompatible(reason: "x"), .cancelled,
    ]
    let storage = StorageError.failed(reason: "x")
    let full = StorageError.full(reason: "x")
    var errors: [any DomainError] = [
      TimetableError.dayNotFound(day: 9, days: []), TimetableError.sessionNotFound("x"),
      TimetableError.emptyQuery, TimetableError.storage(storage),
      SessionError.notLoggedIn, SessionError.expired, SessionError.invalidCredentials,
      SessionError.credentialsRefused(reason: "x"), SessionError.storage(storage),
      SessionError.storage(full),
      ProfileError.invalidPhoneNumber(reason: "x"), ProfileError.onboardingAlreadyComplete,
      ProfileError.session(.expired), ProfileError.storage(storage), ProfileError.storage(full),
    ]
    // The cache never fails a call (the repository falls back to the network), so a full disk
    // under the cache has no row: `TimetableError.storage(.full)` is mapped but never shown.
    errors += connectivity.map { TimetableError.connectivity($0) as any DomainError }
    errors += connectivity.map { SessionError.connectivity($0) as any DomainError }
    // A profile call that cannot be renewed or reaches no backend: one row each is enough, as
    // `ProfileError` wraps the same `ConnectivityError` as the rows above.
    errors += [
      ProfileError.connectivity(.offline), ProfileError.connectivity(.unavailable(reason: "x")),
    ]
    // The analytics upload's errors are never shown (the events wait for the next command),
    // but they map like any call's.
    errors += [
      AnalyticsUploadError.connectivity(.offline), AnalyticsUploadError.storage(storage),
    ]
    for error in errors {
      #expect(named.contains(error.name), "no row for \(error.name)")
    }
  }
}

/// One row of the table.
struct ErrorTableRow {
  let number: Int
  let origin: String
  let dataLayer: String
  let feature: String
  let domain: String
  let recovery: Recovery
  let exitCode: Int32
  let messageStart: String
}

/// Reads the table and turns its cells into errors.
enum ErrorTable {
  static func rows() throws -> [ErrorTableRow] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ARCHITECTURE.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- error-table:begin -->"))
    let end = try #require(text.range(of: "<!-- error-table:end -->"))
    let lines = text[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
    return try lines.enumerated().map { index, line in
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
      }
      try #require(cells.count == 7, "row \(index + 1) has \(cells.count) cells")
      let recovery = try #require(
        Recovery.allCases.first { $0.description == cells[4] }, "row \(index + 1): recovery")
      let exitCode = try #require(Int32(cells[5]), "row \(index + 1): exit code")
      return ErrorTableRow(
        number: index + 1, origin: cells[0], dataLayer: cells[1], feature: cells[2],
        domain: cells[3], recovery: recovery, exitCode: exitCode, messageStart: cells[6])
    }
  }

  /// The request an `HTTP` row's answer was given to, as the URLSession transport names it.
  static let request = "GET http://127.0.0.1:8080/api/v1/timetable"

  /// The token endpoint's answer to a dead refresh token.
  static let grantRefused = APIError(status: 401, code: "invalid_grant", message: "m")

  /// The data-layer error the row's origin produces through the real mapping: `.some(nil)` for
  /// a check made before any call, `nil` for an origin this test cannot build.
  static func repositoryError(for row: ErrorTableRow) -> RepositoryError?? {
    let words = row.origin.split(separator: " ").map(String.init)
    switch words.first {
    case "HTTP":
      // `HTTP 403 check_in_not_open opens_at` carries an opening time, as the backend sends it.
      guard (3...4).contains(words.count), let status = Int(words[1]) else { return nil }
      let opensAt = words.count == 4 && words[3] == "opens_at" ? "2027-03-10T00:00:00+09:00" : nil
      let answer = APIError(status: status, code: words[2], message: "m", opensAt: opensAt)
      return RepositoryError(APIClientError(answer: answer, to: request))
    case "network":
      let failure: NetworkError? =
        switch words.dropFirst().joined(separator: " ") {
        case "unreachable": .unreachable(reason: "refused")
        case "timed out": .timedOut
        case "cancelled": .cancelled
        case "invalid response": .invalidResponse(reason: "garbage")
        case "invalid request": .invalidRequest(reason: "no URL")
        default: nil
        }
      return failure.map { RepositoryError(.network($0)) }
    case "decoding":
      return RepositoryError(.decoding(reason: "missing field"))
    case "encoding":
      return RepositoryError(.encoding(reason: "bad id"))
    case "wrapper":
      let failure: TokenAuthenticationError? =
        switch words.dropFirst().first {
        case "missingCredential": .missingCredential
        case "loggedOut": .loggedOut(originalError: nil)
        case "sessionExpired":
          .sessionExpired(refreshError: APIClientError.api(grantRefused), originalError: nil)
        case "refreshTimedOut": .refreshTimedOut(originalError: nil)
        case "excessiveRefresh": .excessiveRefresh(originalError: nil)
        case "credentialNotSaved":
          .credentialNotSaved(
            error: CredentialStoreError.diskFull(path: "/home/u/.config/conf/credentials"),
            originalError: nil)
        default: nil
        }
      return failure.map { RepositoryError(authenticationFailure: $0) }
    case "vault":
      let path = "/home/u/.config/conf/credentials"
      let failure: CredentialStoreError? =
        switch words.dropFirst().first {
        case "readableByOthers": .readableByOthers(path: path, mode: 0o644)
        case "corrupt": .corrupt(path: path, reason: "not JSON")
        case "unwritable": .unwritable(path: path, reason: "Permission denied")
        case "lockTimedOut": .lockTimedOut(path: path, timeout: .seconds(30))
        case "diskFull": .diskFull(path: path)
        default: nil
        }
      return failure.map { RepositoryError(authenticationFailure: $0) }
    case "cancellation":
      return RepositoryError(authenticationFailure: CancellationError())
    case "login":
      // AuthenticationRepositoryImplementation.logIn turns this answer into
      // `.invalidCredentials` (tested with it); every other answer maps as any call.
      return words == ["login", "HTTP", "401", "invalid_credentials"] ? .invalidCredentials : nil
    case "cache":
      return .storage(reason: "The cache at /tmp/cache.sqlite failed: disk I/O error")
    case "outbox":
      return .storage(reason: "The analytics file at /tmp/analytics.jsonl failed: I/O error")
    case "input":
      return .some(nil)
    default:
      return nil
    }
  }

  /// The domain error the row's feature makes of `error` through the real mapping, or the
  /// error of the row's local check.
  static func domainError(
    for row: ErrorTableRow, from error: RepositoryError?
  ) -> (any DomainError)? {
    guard let error else {
      switch (row.feature, row.domain) {
      case ("search", "TimetableError.emptyQuery"): return TimetableError.emptyQuery
      case ("profile", "ProfileError.onboardingAlreadyComplete"):
        return ProfileError.onboardingAlreadyComplete
      default: return nil
      }
    }
    switch row.feature {
    case "timetable": return TimetableError(error, whenNotFound: .dayNotFound(day: 9, days: []))
    case "session": return TimetableError(error, whenNotFound: .sessionNotFound("999"))
    case "search":
      return TimetableError(
        error, whenNotFound: .connectivity(.incompatible(reason: "no search service")))
    case "account": return SessionError(error)
    case "bookmark": return BookmarkError(error, sessionID: "999")
    case "ticket":
      return TicketError(error, kind: .supporter, ticketID: Ticket.ID(rawValue: "T-0009"))
    case "profile": return ProfileError(error)
    case "analytics": return AnalyticsUploadError(error)
    default: return nil
    }
  }

  /// The table's name for a data-layer error: its case.
  static func name(of error: RepositoryError) -> String {
    switch error {
    case .offline: "offline"
    case .cancelled: "cancelled"
    case .invalidRequest: "invalidRequest"
    case .unknownEndpoint: "unknownEndpoint"
    case .notFound: "notFound"
    case .rejected: "rejected"
    case .notYetOpen: "notYetOpen"
    case .serverFailure: "serverFailure"
    case .unreadableResponse: "unreadableResponse"
    case .storage: "storage"
    case .storageFull: "storageFull"
    case .notAuthenticated: "notAuthenticated"
    case .sessionExpired: "sessionExpired"
    case .invalidCredentials: "invalidCredentials"
    case .credentialsRefused: "credentialsRefused"
    }
  }
}

extension DomainError {
  /// How the CLI shows this error.
  var presentation: ErrorPresentation { ErrorPresentation(self) }

  /// The table's name for a domain error: type and case, with a wrapped error's case.
  var name: String {
    switch self {
    case let error as TimetableError: "TimetableError.\(error.caseName)"
    case let error as SessionError: "SessionError.\(error.caseName)"
    case let error as ProfileError: "ProfileError.\(error.caseName)"
    case let error as BookmarkError: "BookmarkError.\(error.caseName)"
    case let error as TicketError: "TicketError.\(error.caseName)"
    case let error as AnalyticsUploadError: "AnalyticsUploadError.\(error.caseName)"
    default: "\(type(of: self))"
    }
  }
}

extension ConnectivityError {
  var caseName: String {
    switch self {
    case .offline: "offline"
    case .unavailable: "unavailable"
    case .incompatible: "incompatible"
    case .cancelled: "cancelled"
    }
  }
}

extension StorageError {
  var caseName: String {
    switch self {
    case .failed: "failed"
    case .full: "full"
    }
  }
}

extension TimetableError {
  var caseName: String {
    switch self {
    case .dayNotFound: "dayNotFound"
    case .sessionNotFound: "sessionNotFound"
    case .emptyQuery: "emptyQuery"
    case .connectivity(let error): "connectivity(.\(error.caseName))"
    case .storage(let error): "storage(.\(error.caseName))"
    }
  }
}

extension SessionError {
  var caseName: String {
    switch self {
    case .notLoggedIn: "notLoggedIn"
    case .expired: "expired"
    case .invalidCredentials: "invalidCredentials"
    case .credentialsRefused: "credentialsRefused"
    case .connectivity(let error): "connectivity(.\(error.caseName))"
    case .storage(let error): "storage(.\(error.caseName))"
    }
  }
}

extension ProfileError {
  var caseName: String {
    switch self {
    case .invalidPhoneNumber: "invalidPhoneNumber"
    case .onboardingAlreadyComplete: "onboardingAlreadyComplete"
    case .session(let error): "session(.\(error.caseName))"
    case .connectivity(let error): "connectivity(.\(error.caseName))"
    case .storage(let error): "storage(.\(error.caseName))"
    }
  }
}

extension BookmarkError {
  var caseName: String {
    switch self {
    case .sessionNotFound: "sessionNotFound"
    case .session(let error): "session(.\(error.caseName))"
    case .connectivity(let error): "connectivity(.\(error.caseName))"
    case .storage: "storage"
    }
  }
}

extension TicketError {
  var caseName: String {
    switch self {
    case .alreadyOwned: "alreadyOwned"
    case .soldOut: "soldOut"
    case .salesClosed: "salesClosed"
    case .alreadyCheckedIn: "alreadyCheckedIn"
    case .checkInNotOpen(.some): "checkInNotOpen(opensAt:)"
    case .checkInNotOpen(nil): "checkInNotOpen(nil)"
    case .ticketNotFound: "ticketNotFound"
    case .session(let error): "session(.\(error.caseName))"
    case .connectivity(let error): "connectivity(.\(error.caseName))"
    case .storage: "storage"
    }
  }
}

extension AnalyticsUploadError {
  var caseName: String {
    switch self {
    case .connectivity(let error): "connectivity(.\(error.caseName))"
    case .storage(let error): "storage(.\(error.caseName))"
    }
  }
}
