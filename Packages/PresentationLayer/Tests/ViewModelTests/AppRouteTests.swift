import Domain
import Testing
import ViewModel

@Suite("AppRoute")
struct AppRouteTests {
  @Test(
    "links parse into routes",
    arguments: [
      ("conf://session/204", AppRoute.session(Session.ID("204"))),
      ("conf://session/204/", .session(Session.ID("204"))),
      ("CONF://Session/a-1_b", .session(Session.ID("a-1_b"))),
      ("conf://timetable?day=2", .timetable(day: try ConferenceDay(2))),
      ("conf://timetable", .timetable(day: .first)),
      ("conf://bookmarks", .bookmarks),
      ("conf://schedule", .schedule),
      ("conf://tickets", .tickets),
      ("conf://profile", .profile),
    ])
  func parses(link: String, route: AppRoute) throws {
    #expect(try AppRoute(link: link) == route)
  }

  @Test(
    "malformed links are refused",
    arguments: [
      "nonsense:/%%", "", "conf:", "conf://", "https://session/204", "conf://session",
      "conf://session/", "conf://session/1/2", "conf://session/%zz", "conf://session/a%20b",
      "conf://timetable?day=0", "conf://timetable?day=two", "conf://timetable?day=1&day=2",
      "conf://timetable?track=x", "conf://tickets?x=1", "conf://tickets/1", "conf://timetable/2",
    ])
  func malformed(link: String) {
    #expect(throws: DeepLinkError.malformed(link)) { try AppRoute(link: link) }
  }

  @Test("a well-formed link to a place the app lacks is an unknown route")
  func unknown() {
    #expect(throws: DeepLinkError.unknownRoute("conf://maps")) {
      try AppRoute(link: "conf://maps")
    }
  }

  @Test("each route's link parses back into it; account routes need a login")
  func roundTrip() throws {
    let routes: [AppRoute] = [
      .session(Session.ID("104")), .timetable(day: try ConferenceDay(3)), .bookmarks, .schedule,
      .tickets, .profile,
    ]
    for route in routes {
      #expect(try AppRoute(link: route.link) == route)
    }
    #expect(routes.map(\.needsLogin) == [false, false, true, true, true, true])
    #expect(
      routes.map(\.tab) == [.timetable, .timetable, .schedule, .schedule, .tickets, .profile])
  }
}
