/// The walk-through `conf demo` runs: every feature once, each step a real `conf` command run
/// in-process on a fresh home with the embedded backend and a pinned clock.
enum DemoScript {
  /// The demo account's password (a documented demo account, see api.md).
  static let password = "analytical-engine"

  /// The clock at the start: day 1 of the conference, 10:20 in Tokyo, while sessions run.
  static let start = "2027-03-10T10:20:00+09:00"

  /// The clock after the forced token expiry: two minutes later, past the 60-second lifetime.
  static let later = "2027-03-10T10:22:00+09:00"

  /// A backend address where nothing listens (the discard port on this machine).
  static let unreachableServer = "http://127.0.0.1:9"

  /// The settings every step starts from.
  static func settings(home: String, width: Int) -> [String: String] {
    // Each step waits for its analytics upload to end (the embedded backend answers at once;
    // an unreachable one fails within CONF_TIMEOUT): an upload cut off at the usual 0.5 s
    // would go on in this process and could still be writing when the home is removed.
    [
      "CONF_HOME": home, "CONF_NOW": start, "CONF_TOKEN_LIFETIME": "60",
      "CONF_ANALYTICS_WAIT": "60", "COLUMNS": String(width),
    ]
  }

  /// The steps, in order.
  static let steps: [DemoStep] = [
    DemoStep(
      title: "Log in",
      narration:
        "The command reads the password (never echoed), LoginViewModel calls the LogIn use "
        + "case, the authentication repository asks the API client, and the tokens go to the "
        + "credential vault (DataStore). The backend is the embedded one, in this home.",
      arguments: ["login", "--email", "ada@example.com", "--password-stdin"]),
    DemoStep(
      title: "Timetable",
      narration:
        "TimetableViewModel calls GetTimetable; the timetable repository fetches day 1 and keeps "
        + "a copy in the SQLite cache for offline use. ▶ marks what is under way at 10:20.",
      arguments: ["timetable", "--day", "1"]),
    DemoStep(
      title: "Bookmark two sessions",
      narration:
        "BookmarksViewModel records the ui event, the AddBookmark use case the domain event; "
        + "the bookmark repository sends PUT /v1/me/bookmarks/104 with the stored token.",
      arguments: ["bookmark", "add", "104"]),
    DemoStep(
      title: "Bookmark an overlapping session",
      narration: "Session 105 runs at the same time as 104.",
      arguments: ["bookmark", "add", "105"]),
    DemoStep(
      title: "My schedule, with a conflict",
      narration:
        "GetMySchedule joins the bookmarks (bookmark repository) with the programme (timetable "
        + "repository) in the domain layer and flags the overlap; no view model computes it.",
      arguments: ["schedule"]),
    DemoStep(
      title: "Change the phone number",
      narration:
        "The domain's PhoneNumber validates the input before any request; ChangePhoneNumber "
        + "sends it and the profile comes back.",
      arguments: ["profile", "set-phone", "+81 3-1234-5678"]),
    DemoStep(
      title: "Buy a ticket",
      narration:
        "PurchaseTicket: the backend decides with the injected clock that sales are open; a "
        + "second purchase would be TicketError.alreadyOwned (exit 65).",
      arguments: ["ticket", "buy", "general"]),
    DemoStep(
      title: "Check in",
      narration: "Check-in opened at the start of day 1 (the backend's clock says 10:20).",
      arguments: ["ticket", "check-in", "T-0001"]),
    DemoStep(
      title: "A forced token expiry, refreshed silently",
      narration:
        "The clock moves on two minutes; the access token (60 s here) has expired. The token "
        + "wrapper (TokenAuthenticator) refreshes once, single-flight, saves the new pair in the "
        + "vault and retries: the command never notices.",
      arguments: ["profile"],
      settings: ["CONF_NOW": later]),
    DemoStep(
      title: "Offline: a bookmark is queued",
      narration:
        "Now the backend cannot be reached. The bookmark repository puts the change in the "
        + "outbox (SQLite, in this home) instead of failing; the command says so and exits 0.",
      arguments: ["bookmark", "add", "201"],
      settings: ["CONF_SERVER": unreachableServer, "CONF_TIMEOUT": "0.3"]),
    DemoStep(
      title: "Offline: the queued change is shown",
      narration:
        "GetBookmarks answers from the list the backend last confirmed, with the queue applied.",
      arguments: ["bookmarks"]),
    DemoStep(
      title: "Back online: the queue is delivered first",
      narration:
        "Before this command's own request, the outbox is sent in order; 201 is now on the "
        + "backend.",
      arguments: ["bookmarks"],
      settings: ["CONF_SERVER": "", "CONF_TIMEOUT": ""]),
    DemoStep(
      title: "Log out",
      narration:
        "LogOut revokes the tokens on the backend and clears the vault; the app state moves to "
        + "unauthenticated.",
      arguments: ["logout"]),
  ]
}
