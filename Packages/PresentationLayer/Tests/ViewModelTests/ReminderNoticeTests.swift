import Domain
import Foundation
import Testing
import ViewModel

struct ReminderNoticeTests {
  @Test("only bookmarked sessions due within the lead time, soonest first, each once")
  func due() throws {
    let at = Fixtures.tenOClock - 12 * 60
    let sessions = [
      try Fixtures.session("103", startsAt: Fixtures.tenOClock + 3_600, title: "Later"),
      try Fixtures.session("102", title: "Layout"),
      try Fixtures.session("101", title: "Modular apps"),
      try Fixtures.session("102", title: "Layout"),
    ]
    let fifteen = try #require(ReminderLeadTime(minutes: 15))

    let notices = ReminderNotice.due(
      among: sessions, bookmarked: ["102", "103"], lead: fifteen, at: at)

    #expect(notices.map(\.session.id) == ["102"])
    #expect(
      notices.first?.text == "★ Your session 102, \"Layout\", starts in 12 minutes in Hall A.")
    #expect(
      ReminderNotice.due(among: sessions, bookmarked: ["102"], lead: .off, at: at).isEmpty)
  }

  @Test(
    "says how soon in minutes, hours or days",
    arguments: [
      (0.0, "in less than a minute"), (59.0, "in less than a minute"), (60.0, "in 1 minute"),
      (750.0, "in 12 minutes"), (5_400.0, "in 1 hour"), (18_000.0, "in 5 hours"),
      (93_600.0, "in 1 day"), (259_200.0, "in 3 days"),
    ] as [(Double, String)])
  func whenText(seconds: Double, text: String) throws {
    let session = try Fixtures.session("101")
    #expect(ReminderNotice(session: session, at: session.startsAt - seconds).whenText == text)
  }
}

struct ReminderNoticeFittingTests {
  private static func notice(title: String) throws -> ReminderNotice {
    ReminderNotice(
      session: try Fixtures.session("208", title: title), at: Fixtures.tenOClock - 8 * 60)
  }

  @Test("whole when it fits; else the title is shortened so how soon and where stay")
  func fits() throws {
    let notice = try Self.notice(title: "Contract Testing Against an OpenAPI Document")

    #expect(
      notice.text(suffix: " (+1 more)", fittingDisplayWidth: 120)
        == "★ Your session 208, \"Contract Testing Against an OpenAPI Document\", starts in 8 "
        + "minutes in Hall A. (+1 more)")
    #expect(
      notice.text(fittingDisplayWidth: 70)
        == "★ Your session 208, \"Contract Testin…\", starts in 8 minutes in Hall A.")
    #expect(notice.text(fittingDisplayWidth: 40) == "★ Your session 208, \"Contract Testing A…")
  }

  @Test(
    "fits any width, and feed text is made safe", arguments: Array(stride(from: 1, to: 140, by: 3)))
  func fitsEveryWidth(width: Int) throws {
    let notice = try Self.notice(
      title: "Évolution\u{1B}[31m 並行性を安全に: Swift 6 への移行 " + String(repeating: "long ", count: 20))

    let text = notice.text(fittingDisplayWidth: width)

    #expect(text.displayWidth <= width)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
  }
}
