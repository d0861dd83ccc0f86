import Testing

@testable import ViewModel

@Suite("PresentationEvent: the ui event names, declared once")
struct PresentationEventTests {
  @Test("the names are the analytics contract: renaming one is a change of this list")
  func names() {
    #expect(
      PresentationEvent.allCases.map(\.rawValue) == [
        "timetable_viewed", "timetable_track_selected", "now_viewed", "next_viewed",
        "session_viewed", "search_submitted", "login_submitted", "status_viewed",
        "profile_viewed", "phone_number_submitted", "onboarding_next_submitted",
        "bookmarks_viewed", "bookmark_add_submitted", "bookmark_remove_submitted",
        "schedule_viewed", "tickets_viewed", "ticket_purchase_submitted", "check_in_submitted",
      ])
  }
}
