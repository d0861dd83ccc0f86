import APIClient
import CommandLineInterface
import DataStore
import Domain
import Entity
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

  @Test("every data-layer error case has a row")
  func everyDataLayerCaseHasARow() throws {
    let named = Set(try ErrorTable.rows().map(\.dataLayer))
    let missing = RepositoryError.Case.allCases.map(\.rawValue).filter { !named.contains($0) }
    #expect(missing.isEmpty, "no row for RepositoryError \(missing)")
  }

  @Test("every case of every domain error has a row")
  func everyDomainCaseHasARow() throws {
    // A row `ProfileError.account(.expired)` names ProfileError's `session` and, inside it,
    // the wrapped error's `expired`: a wrapped error's case is covered by any row that shows it.
    var covered: Set<String> = []
    var wrapped: Set<String> = []
    for row in try ErrorTable.rows() {
      let parts = row.domain.split(separator: "(", maxSplits: 1)
      covered.insert(String(parts[0]))
      if parts.count == 2, parts[1].hasPrefix(".") {
        wrapped.insert(String(parts[1].dropFirst().dropLast()))
      }
    }
    let missing = tabulatedErrors.flatMap { $0.caseNames }.filter { name in
      !covered.contains(name) && !wrapped.contains(String(name.split(separator: ".")[1]))
    }
    #expect(missing.isEmpty, "no row for \(missing)")
  }

  @Test("every domain error type is in the table's list")
  func everyDomainErrorTypeIsTabulated() throws {
    let folder = ErrorTable.repository.appendingPathComponent("Packages/DomainLayer/Sources/Domain")
    var declared: [String] = []
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: /public enum (\w+): DomainError/) {
        declared.append(String(match.output.1))
      }
    }
    let listed = Set(tabulatedErrors.map { "\($0)" })
    #expect(declared.count >= 5, "the Domain module's error declarations were not found")
    #expect(declared.filter { !listed.contains($0) } == [], "missing from tabulatedErrors")
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
  /// The repository's folder.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func rows() throws -> [ErrorTableRow] {
    let url = repository.appendingPathComponent("ARCHITECTURE.md")
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
      let failure: APIClientError? =
        switch words.dropFirst().joined(separator: " ") {
        case "unreachable": .unreachable(reason: "refused")
        case "timed out": .timedOut
        case "cancelled": .cancelled
        case "invalid response": .invalidResponse(reason: "garbage")
        case "invalid request": .invalidRequest(reason: "no URL")
        case "too large": .responseTooLarge(reason: "http://127.0.0.1:8080/x: over 8388608 bytes")
        case "redirect refused":
          .redirectRefused(reason: "http://127.0.0.1:8080/x redirects in a loop")
        default: nil
        }
      return failure.map { RepositoryError($0) }
    case "decoding":
      return RepositoryError(.decoding(reason: "missing field"))
    case "encoding":
      return RepositoryError(.encoding(reason: "bad id"))
    case "wrapper":
      // What the wrapper attaches is already read into the data layer's error, as
      // AccountAccess reads the token endpoint's answer and the vault's failure; the wrapper
      // says its own failures through the repositories' vocabulary.
      let failures = TokenAuthenticationFailures<RepositoryError>.repository
      let fullDisk = RepositoryError(
        CredentialStoreError.diskFull(path: "/home/u/.config/conf/credentials"))
      return switch words.dropFirst().first {
      case "missingCredential": failures.missingCredential()
      case "loggedOut": failures.loggedOut(nil)
      case "loginExpired":
        failures.loginExpired(RepositoryError(refreshFailure: .api(grantRefused)), nil)
      case "refreshTimedOut": failures.refreshTimedOut(nil)
      case "excessiveRefresh": failures.excessiveRefresh(nil)
      case "credentialNotSaved": failures.credentialNotSaved(fullDisk, nil)
      default: nil
      }
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
      return failure.map { RepositoryError($0) }
    case "cancellation":
      return TokenAuthenticationFailures<RepositoryError>.repository.cancelled()
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
      case ("session", "TimetableError.heldSeveralTimes"):
        return TimetableError.heldSeveralTimes("400012", occurrences: [])
      case ("timetable", "TimetableError.unknownTrack"):
        return TimetableError.unknownTrack(name: "Cooking", days: [.first], knownTracks: [])
      case ("timetable", "TimetableError.unknownRoom"):
        return TimetableError.unknownRoom(name: "Hall Z", days: [.first], knownRooms: ["Room D"])
      case ("timetable", "TimetableError.ambiguousTrack"):
        return TimetableError.ambiguousTrack(
          name: "bsd", days: [.first], candidates: [Track(name: "FreeBSD"), Track(name: "NetBSD")])
      case ("timetable", "TimetableError.ambiguousRoom"):
        return TimetableError.ambiguousRoom(
          name: "ua2", days: [.first], candidates: ["UA2.114", "UA2.118"])
      case ("timetable", "TimetableError.unknownSpeaker"):
        return TimetableError.unknownSpeaker(
          name: "Grace", days: [.first], knownSpeakers: ["Emily Chen"])
      case ("profile", "ProfileError.onboardingAlreadyComplete"):
        return ProfileError.onboardingAlreadyComplete
      case ("ticket", "TicketError.noTicket"):
        return TicketError.noTicket
      case ("conference", "ConferenceError.notFound"):
        return ConferenceError.notFound(name: "fosdem", known: ["demo"])
      case ("conference", "ConferenceError.ambiguous"):
        return ConferenceError.ambiguous(name: "fos", matches: ["fosdem-2020", "fosdem-2021"])
      case ("conference", "ConferenceError.demoCannotBeRemoved"):
        return ConferenceError.demoCannotBeRemoved
      case ("conference", "ConferenceError.demoHasNoSource"):
        return ConferenceError.demoHasNoSource
      default: return nil
      }
    }
    switch row.feature {
    case "timetable": return TimetableError(error, whenNotFound: .dayNotFound(day: 9, days: []))
    case "programme":
      // An added conference's programme, published on its website.
      return TimetableError(
        error, whenNotFound: .dayNotFound(day: 9, days: []), from: .website(host: "fosdem.org"))
    case "session": return TimetableError(error, whenNotFound: .sessionNotFound("999"))
    case "search":
      return TimetableError(
        error, whenNotFound: .connectivity(.incompatible(reason: "no search service")))
    case "account": return AccountError(error)
    case "bookmark": return BookmarkError(error, sessionID: "999")
    case "ticket":
      return TicketError(error, kind: .supporter, ticketID: Ticket.ID(rawValue: "T-0009"))
    case "profile": return ProfileError(error)
    case "analytics": return AnalyticsUploadError(error)
    case "conference":
      return ConferenceError(error, source: "https://fosdem.org/2026/schedule/xml")
    case "restore":
      // The login check's answers (none stored, expired, refused) are not errors.
      do {
        _ = try RestoredLogin(answering: error)
        return nil
      } catch {
        return error
      }
    default: return nil
    }
  }

  /// The table's name for a data-layer error: its case.
  static func name(of error: RepositoryError) -> String { error.caseName }
}

extension DomainError {
  /// How the CLI shows this error.
  var presentation: ErrorPresentation { ErrorPresentation(self) }

  /// The table's name for a domain error: type and case, with a wrapped error's case.
  var name: String {
    "\(type(of: self)).\((self as? any TabulatedError)?.caseName ?? "(not tabulated)")"
  }
}
