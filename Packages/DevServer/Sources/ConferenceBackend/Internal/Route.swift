import HTTPTypes

/// The endpoints the backend answers, matched from a request path.
enum Route: Sendable, Equatable {
  case conference
  case timetable
  case searchSessions
  case session(id: String)
  case logIn
  case refresh
  case logOut
  case profile
  case phoneNumber
  case onboarding
  case bookmarks
  case bookmark(sessionID: String)
  case tickets
  case checkIn(ticketID: String)
  case analyticsEvents

  /// The route for `path`, or `nil` when the API has no such path.
  init?(path: String) {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    switch Array(segments) {
    case ["v1", "conference"]: self = .conference
    case ["v1", "timetable"]: self = .timetable
    case ["v1", "sessions"]: self = .searchSessions
    case ["v1", "auth", "login"]: self = .logIn
    case ["v1", "auth", "refresh"]: self = .refresh
    case ["v1", "auth", "logout"]: self = .logOut
    case ["v1", "me"]: self = .profile
    case ["v1", "me", "phone-number"]: self = .phoneNumber
    case ["v1", "me", "onboarding"]: self = .onboarding
    case ["v1", "me", "bookmarks"]: self = .bookmarks
    case ["v1", "me", "tickets"]: self = .tickets
    case ["v1", "analytics", "events"]: self = .analyticsEvents
    case let parts where parts.count == 4 && parts[0...2] == ["v1", "me", "bookmarks"]:
      guard !parts[3].isEmpty else { return nil }
      self = .bookmark(sessionID: String(parts[3]))
    case let parts
    where parts.count == 5 && parts[0...2] == ["v1", "me", "tickets"] && parts[4] == "check-in":
      guard !parts[3].isEmpty else { return nil }
      self = .checkIn(ticketID: String(parts[3]))
    case let parts where parts.count == 3 && parts[0] == "v1" && parts[1] == "sessions":
      guard !parts[2].isEmpty else { return nil }
      self = .session(id: String(parts[2]))
    default: return nil
    }
  }

  /// The methods the route accepts; `HEAD` is accepted wherever `GET` is.
  var allowedMethods: [HTTPMethod] {
    switch self {
    case .conference, .timetable, .searchSessions, .session, .profile, .bookmarks: [.get, .head]
    case .logIn, .refresh, .logOut, .checkIn, .analyticsEvents: [.post]
    case .phoneNumber, .onboarding: [.put]
    case .bookmark: [.put, .delete]
    case .tickets: [.get, .head, .post]
    }
  }
}
