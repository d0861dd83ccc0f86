import Testing

@testable import UseCaseImplementation

@Suite("DomainEvent: the domain event names, declared once")
struct DomainEventTests {
  @Test("the names are the analytics contract: renaming one is a change of this list")
  func names() {
    #expect(
      DomainEvent.allCases.map(\.rawValue) == [
        "timetable_loaded", "timetable_load_failed", "conference_moment_located",
        "conference_moment_failed", "next_slot_found", "next_slot_failed", "session_loaded",
        "session_load_failed", "sessions_searched", "sessions_search_failed", "logged_in",
        "login_failed", "logged_out", "logout_failed", "session_restored",
        "session_restore_failed", "phone_number_changed", "phone_number_change_failed",
        "onboarding_step_completed", "onboarding_step_failed", "bookmark_added",
        "bookmark_add_failed", "bookmark_removed", "bookmark_remove_failed", "ticket_purchased",
        "ticket_purchase_failed", "checked_in", "check_in_failed",
      ])
  }
}
