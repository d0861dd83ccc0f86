/// Every event the use cases record (layer `domain`): what happened to the data. The one place
/// their names are spelled; a recorder accepts nothing else.
///
/// Properties carry ids, counts and fixed words only (a day, a session id, a source, a phase, an
/// onboarding step, a ticket kind, an error's `analyticsName`), never typed text, email
/// addresses, phone numbers, names or tokens. A session id is recorded only once the data has
/// confirmed it (`Session.ID.analyticsValue(isConfirmed:)`), else `unknown`.
enum DomainEvent: String, CaseIterable, Sendable {
  /// A day's timetable was loaded: `day`, `source`, `session_count`.
  case timetableLoaded = "timetable_loaded"
  /// A day's timetable could not be loaded: `day`, `error`.
  case timetableLoadFailed = "timetable_load_failed"
  /// Where the conference stands was found: `phase`, `day`, `source`.
  case conferenceMomentLocated = "conference_moment_located"
  /// Where the conference stands could not be found: `error`.
  case conferenceMomentFailed = "conference_moment_failed"
  /// The next slot was found: `phase`, `day`, `session_count`.
  case nextSlotFound = "next_slot_found"
  /// The next slot could not be found: `error`.
  case nextSlotFailed = "next_slot_failed"
  /// A session was loaded: `session_id`, `source`.
  case sessionLoaded = "session_loaded"
  /// A session could not be loaded: `session_id` (`unknown`), `error`.
  case sessionLoadFailed = "session_load_failed"
  /// A search ran: `result_count`, `source`.
  case sessionsSearched = "sessions_searched"
  /// A search failed: `error`.
  case sessionsSearchFailed = "sessions_search_failed"
  /// Someone logged in: `onboarding_step`.
  case loggedIn = "logged_in"
  /// A login failed: `error`.
  case loginFailed = "login_failed"
  /// Someone logged out.
  case loggedOut = "logged_out"
  /// A logout failed: `error`.
  case logoutFailed = "logout_failed"
  /// Checking the stored login ended it: `outcome` (`expired` or `refused`).
  case loginRestored = "login_restored"
  /// The stored login could not be restored: `error`.
  case loginRestoreFailed = "login_restore_failed"
  /// The phone number was changed (never the number).
  case phoneNumberChanged = "phone_number_changed"
  /// The phone number could not be changed: `error`.
  case phoneNumberChangeFailed = "phone_number_change_failed"
  /// An onboarding step was completed: `step`, `next_step`.
  case onboardingStepCompleted = "onboarding_step_completed"
  /// An onboarding step could not be completed: `step`, `error`.
  case onboardingStepFailed = "onboarding_step_failed"
  /// A bookmark was added: `session_id` (`unknown` when queued), `delivery`.
  case bookmarkAdded = "bookmark_added"
  /// A bookmark could not be added: `session_id` (`unknown`), `error`.
  case bookmarkAddFailed = "bookmark_add_failed"
  /// A bookmark was removed: `session_id` (`unknown` when queued), `delivery`.
  case bookmarkRemoved = "bookmark_removed"
  /// A bookmark could not be removed: `session_id` (`unknown`), `error`.
  case bookmarkRemoveFailed = "bookmark_remove_failed"
  /// A ticket was bought: `kind`.
  case ticketPurchased = "ticket_purchased"
  /// A ticket could not be bought: `kind`, `error`.
  case ticketPurchaseFailed = "ticket_purchase_failed"
  /// A ticket was checked in: `already` (`true` when it was before, and nothing was
  /// sent).
  case checkedIn = "checked_in"
  /// A check-in failed: `error`.
  case checkInFailed = "check_in_failed"
}
