/// Every event the presentation layer records (layer `ui`): what a person did. The one place
/// their names are spelled; a recorder accepts nothing else.
///
/// Properties carry ids, numbers and fixed words only (a day, a session id, a ticket kind, an
/// onboarding step, `filtered`), never typed text, email addresses, phone numbers or names.
enum PresentationEvent: String, CaseIterable, Sendable {
  /// The timetable was asked for: `day`, and `filtered` for `track`, `room`, `speaker` when set.
  case timetableViewed = "timetable_viewed"
  /// A track filter was chosen: `track` is `filtered` or `all`.
  case timetableTrackSelected = "timetable_track_selected"
  /// "What is on now" was asked for.
  case nowViewed = "now_viewed"
  /// "What is next" was asked for.
  case nextViewed = "next_viewed"
  /// A session's page was opened (no id: it is what was typed or followed; the domain's
  /// `session_loaded` names the session once it exists).
  case sessionViewed = "session_viewed"
  /// A search was started (never its text).
  case searchSubmitted = "search_submitted"
  /// The login form was sent (never the email address or password).
  case loginSubmitted = "login_submitted"
  /// The login status was asked for.
  case statusViewed = "status_viewed"
  /// The profile was opened.
  case profileViewed = "profile_viewed"
  /// A new phone number was sent (never the number).
  case phoneNumberSubmitted = "phone_number_submitted"
  /// The current onboarding step was confirmed: `step`.
  case onboardingNextSubmitted = "onboarding_next_submitted"
  /// The bookmarks were listed.
  case bookmarksViewed = "bookmarks_viewed"
  /// `conf bookmark add` ran (no id: the domain's `bookmark_added` names it once confirmed).
  case bookmarkAddSubmitted = "bookmark_add_submitted"
  /// `conf bookmark remove` ran (no id: the domain's `bookmark_removed` names it once
  /// confirmed).
  case bookmarkRemoveSubmitted = "bookmark_remove_submitted"
  /// The personal schedule was opened.
  case scheduleViewed = "schedule_viewed"
  /// The tickets were listed.
  case ticketsViewed = "tickets_viewed"
  /// A ticket purchase was asked for: `kind`.
  case ticketPurchaseSubmitted = "ticket_purchase_submitted"
  /// A check-in was asked for.
  case checkInSubmitted = "check_in_submitted"
}
