import Domain
import Foundation

/// A small conference programme in Tokyo (UTC+9), 2027-03-10 to 2027-03-12, and the people who
/// log in, for the screen tests.
enum ProgrammeFixtures {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
  /// 2027-03-10T00:00:00+09:00, the first day's midnight.
  static let firstMidnight = Date(timeIntervalSince1970: 1_804_604_400)
  /// The pinned clock: 2027-03-10T10:15:00+09:00, during the first day's second slot.
  static let now = firstMidnight + 10 * 3_600 + 15 * 60

  private static let sessionsOfDay: [Int: [Session]] = [
    1: [
      session(
        "101", day: 1, at: (9, 30), track: "Architecture", room: "Main Hall",
        title: "Keynote: Layers That Last", speaker: "Grace Hopper"),
      session(
        "102", day: 1, at: (10, 0), track: "Concurrency", room: "Room B",
        title: "Structured Concurrency in Practice", speaker: "Edsger Dijkstra"),
      session(
        "103", day: 1, at: (10, 0), track: "SwiftUI", room: "Room C",
        title: "Observation Without SwiftUI", speaker: "Barbara Liskov"),
      session(
        "104", day: 1, at: (11, 0), track: "Testing", room: "Room B",
        title: "Testing View Models with Fakes", speaker: "Kent Beck",
        links: [
          SessionLink(title: "Slides", address: "https://example.org/104/slides.pdf"),
          SessionLink(title: "Recording", address: "https://video.example.org/104.webm"),
          SessionLink(title: "Notes", address: "file:///etc/passwd"),
        ]),
      session(
        "105", day: 1, at: (11, 0), track: "Architecture", room: "Main Hall",
        title: "型安全なルーティング: Deep Links as Routes", speaker: "Yukihiro Matsumoto"),
      session(
        "106", day: 1, at: (13, 0), track: "Concurrency", room: "Room B",
        title: "Actors and the Main Thread, a Long Title That Has to Be Cut Somewhere",
        speaker: "Tony Hoare"),
      session(
        "107", day: 1, at: (13, 0), track: "Testing", room: "Room C",
        title: "Golden Files for Terminal Apps", speaker: "Margaret Hamilton", isCancelled: true),
      session(
        "108", day: 1, at: (14, 0), track: "SwiftUI", room: "Main Hall",
        title: "Restoring State Like SceneStorage", speaker: "Alan Kay"),
    ],
    2: [
      session(
        "201", day: 2, at: (10, 0), track: "Architecture", room: "Main Hall",
        title: "Modules as Boundaries", speaker: "David Parnas"),
      session(
        "204", day: 2, at: (11, 0), track: "Testing", room: "Room B",
        title: "Screens Under Test", speaker: "Ada Lovelace"),
      // A long track and a long room, for the list's column widths.
      session(
        "205", day: 2, at: (12, 0), track: "Developer Experience & Tooling",
        room: "Auditorium Maximum, Ground Floor", title: "Wide Rooms", speaker: "Katherine Johnson"),
    ],
    3: [
      session(
        "301", day: 3, at: (10, 0), track: "Concurrency", room: "Main Hall",
        title: "Server-Side Swift for Mobile Teams", speaker: "Linus Torvalds"),
      // A feed's worst: a line break, zero-width and format characters, emoji (one joined),
      // CJK and a bidirectional override in one title.
      session(
        "302", day: 3, at: (11, 0), track: "Testing", room: "Room B",
        title: "Line\r\nbreak\u{200B}s, 🚀 rockets, 👩\u{200D}💻 coders\u{FEFF}, 並行性 and \u{202E}bidi "
          + "in one title",
        speaker: "Grace Hopper"),
    ],
  ]

  /// The timetable of `day`.
  static func timetable(for day: ConferenceDay) -> Timetable {
    Timetable(
      day: day, date: date(of: day.number), timeZone: tokyo,
      sessions: sessionsOfDay[day.number] ?? [], freshness: .live)
  }

  /// The session called `id`, or `nil` when the programme has none.
  static func session(_ id: Session.ID) -> Session? {
    sessionsOfDay.values.joined().first { $0.id == id }
  }

  static let ada = User(
    id: "u-ada", displayName: "Ada Lovelace", email: email("ada@example.com"),
    phoneNumber: nil, onboardingStep: .done)

  static func newcomer(at step: OnboardingStep) -> User {
    User(
      id: "u-new", displayName: "New Attendee", email: email("new@example.com"),
      phoneNumber: nil, onboardingStep: step)
  }

  private static func session(
    _ id: Session.ID, day: Int, at time: (hour: Int, minute: Int), track: String, room: String,
    title: String, speaker: String, links: [SessionLink] = [], isCancelled: Bool = false
  ) -> Session {
    let start =
      firstMidnight + Double((day - 1) * 86_400 + time.hour * 3_600 + time.minute * 60)
    let conferenceDay = (try? ConferenceDay(day)) ?? .first
    return Session(
      id: id, title: title,
      abstract: "What \(speaker) learned about \(track.lowercased()) while building apps that "
        + "people use every day, with the code on screen and time for questions.",
      day: conferenceDay, startsAt: start, endsAt: start + 40 * 60, timeZone: tokyo,
      track: Track(name: track), room: room, level: SessionLevel(name: "intermediate"),
      language: "en",
      speakers: [
        Speaker(
          id: Speaker.ID(rawValue: speaker.lowercased()), name: speaker, affiliation: "Example Inc."
        )
      ], links: links, isCancelled: isCancelled)
  }

  private static func date(of day: Int) -> CalendarDate {
    guard let date = CalendarDate(year: 2027, month: 3, day: 9 + day) else {
      preconditionFailure("fixture day \(day) is a date")
    }
    return date
  }

  private static func email(_ text: String) -> EmailAddress {
    guard let email = try? EmailAddress(text) else {
      preconditionFailure("fixture email \(text) is valid")
    }
    return email
  }
}
