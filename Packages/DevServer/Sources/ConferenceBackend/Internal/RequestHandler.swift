import Foundation
import HTTPTypes
import SQLite

/// Answers one request against the database. Lives only while the backend holds its
/// connection's lock.
struct RequestHandler {
  let connection: SQLiteConnection
  let now: Date
  let tokenLifetime: Duration
  let randomness: BackendRandomness

  /// The answer to `request`; every failure becomes an error body.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    do {
      return try route(request)
    } catch {
      return error.response
    }
  }

  private func route(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
    guard let route = Route(path: request.path) else {
      throw .notFound(path: request.path)
    }
    guard route.allowedMethods.contains(request.method) else {
      throw .methodNotAllowed(request.method, path: request.path, allowed: route.allowedMethods)
    }
    let programme = ProgrammeStore(connection: connection)
    let accounts = AccountStore(
      connection: connection, now: now, tokenLifetime: tokenLifetime, randomness: randomness)
    switch route {
    case .conference:
      return .json(try programme.conference())
    case .timetable:
      return .json(try programme.timetable(day: try Self.day(in: request)))
    case .searchSessions:
      return .json(try programme.search(query: try Self.query(in: request)))
    case .session(let id):
      return .json(try programme.session(id: id))
    case .logIn:
      let body = try RequestBody(request, expected: ["email", "password"])
      let pair = try accounts.logIn(
        email: try body.string("email"), password: try body.string("password"))
      return .tokens(pair)
    case .refresh:
      let body = try RequestBody(request, expected: ["refresh_token"])
      return .tokens(try accounts.refresh(try body.string("refresh_token")))
    case .logOut:
      try accounts.logOut(accessToken: try Self.bearerToken(in: request))
      return HTTPResponse(status: .noContent)
    case .profile:
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      return .json(try accounts.profile(of: accountID))
    case .phoneNumber:
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      let body = try RequestBody(request, expected: ["phone_number"])
      let text = try body.string("phone_number")
      guard let e164 = PhoneNumberNormalizer.normalize(text) else {
        throw APIFailure(
          status: .unprocessableContent, code: "invalid_phone_number",
          message: "\"\(text)\" is not a phone number; use a Japanese form such as "
            + "080-1234-5678, or the international form such as +44 20 7946 0958.")
      }
      return .json(try accounts.setPhoneNumber(e164, of: accountID))
    case .onboarding:
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      let body = try RequestBody(request, expected: ["step"])
      let text = try body.string("step")
      guard let step = OnboardingStep(rawValue: text) else {
        let steps = OnboardingStep.allCases.map(\.rawValue).joined(separator: ", ")
        throw .badRequest("The field `step` must be one of \(steps), not \"\(text)\".")
      }
      return .json(try accounts.setOnboardingStep(step, of: accountID))
    case .bookmarks:
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      return .json(try BookmarkStore(connection: connection, now: now).bookmarks(of: accountID))
    case .bookmark(let sessionID):
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      let bookmarks = BookmarkStore(connection: connection, now: now)
      if request.method == .delete {
        try bookmarks.remove(sessionID, for: accountID)
      } else {
        try bookmarks.add(sessionID, for: accountID)
      }
      return HTTPResponse(status: .noContent)
    case .tickets:
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      let tickets = TicketStore(connection: connection, now: now)
      guard request.method == .post else {
        return .json(try tickets.tickets(of: accountID))
      }
      let body = try RequestBody(request, expected: ["kind"])
      return .json(
        try tickets.purchase(kind: try body.string("kind"), for: accountID), status: .created)
    case .checkIn(let ticketID):
      let (accountID, _) = try accounts.authenticate(try Self.bearerToken(in: request))
      return .json(
        try TicketStore(connection: connection, now: now).checkIn(
          ticketID: ticketID, for: accountID))
    case .analyticsEvents:
      // Authentication is optional: a valid token attaches the account, anything else is
      // recorded without one (events are never refused for a stale token).
      let accountID = request.bearerToken.flatMap { try? accounts.authenticate($0).0 }
      let body = try RequestBody(request, expected: ["events"])
      return .json(
        try AnalyticsStore(connection: connection, now: now).record(body, accountID: accountID),
        status: .accepted)
    }
  }

  /// The bearer token, or 401 `unauthorized` (with a bare `WWW-Authenticate: Bearer`, RFC 6750)
  /// when the request has none.
  private static func bearerToken(in request: HTTPRequest) throws(APIFailure) -> String {
    guard let token = request.bearerToken else {
      throw APIFailure(
        status: .unauthorized, code: "unauthorized",
        message: "This endpoint needs an access token: Authorization: Bearer <token>.",
        headers: ["WWW-Authenticate": "Bearer"])
    }
    return token
  }

  private static func day(in request: HTTPRequest) throws(APIFailure) -> Int {
    guard let text = request.queryValue("day") else {
      throw .badRequest("The query parameter `day` is missing; use ?day=1, 2 or 3.")
    }
    guard let day = Int(text) else {
      throw .badRequest("The query parameter `day` must be an integer, not \"\(text)\".")
    }
    return day
  }

  /// Unicode white space, and the information separators U+001C to U+001F, which Python's
  /// `\s` (the contract test's reading of the OpenAPI pattern) also counts as white space.
  private static let whiteSpace = CharacterSet.whitespacesAndNewlines.union(
    CharacterSet(charactersIn: "\u{1C}\u{1D}\u{1E}\u{1F}"))

  private static func query(in request: HTTPRequest) throws(APIFailure) -> String {
    let query = (request.queryValue("query") ?? "").trimmingCharacters(in: Self.whiteSpace)
    guard !query.isEmpty else {
      throw .badRequest("The query parameter `query` is missing or empty.")
    }
    return query
  }
}
