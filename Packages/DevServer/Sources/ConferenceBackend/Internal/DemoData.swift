/// The seeded programme of "Swift Harbour 2027", a fictional three-day, four-track conference in
/// Tokyo. Everything here is written by hand and fixed: seeding twice gives the same rows.
enum DemoData {
  /// The conference's name.
  static let conferenceTitle = "Swift Harbour 2027"
  /// The conference's short name.
  static let conferenceAcronym = "swiftharbour2027"
  /// The conference's IANA time zone.
  static let timeZone = "Asia/Tokyo"
  /// The UTC offset of every timestamp (Tokyo has no daylight saving time).
  static let utcOffset = "+09:00"

  /// One conference day.
  struct Day: Sendable, Equatable {
    let number: Int
    /// `YYYY-MM-DD` in the conference's time zone.
    let date: String
  }

  /// A track, held in one room for the whole conference.
  enum Track: String, Sendable, CaseIterable {
    case architecture = "Architecture"
    case concurrency = "Concurrency"
    case swiftUI = "SwiftUI"
    case testing = "Testing"

    var room: String {
      switch self {
      case .architecture: "Hall A"
      case .concurrency: "Hall B"
      case .swiftUI: "Room C"
      case .testing: "Room D"
      }
    }
  }

  /// How much a session assumes.
  enum Level: String, Sendable {
    case beginner
    case intermediate
    case advanced
  }

  /// A speaker.
  struct Speaker: Sendable, Equatable {
    let id: String
    let name: String
    let affiliation: String?

    init(_ id: String, _ name: String, _ affiliation: String?) {
      self.id = id
      self.name = name
      self.affiliation = affiliation
    }
  }

  /// A session with local start and end times (`HH:MM`, Tokyo time).
  struct Session: Sendable, Equatable {
    let id: String
    let track: Track
    let day: Int
    let start: String
    let end: String
    let level: Level
    let language: String
    let speakerIDs: [String]
    let title: String
    let abstract: String

    init(
      _ id: String, _ track: Track, day: Int, _ start: String, _ end: String, _ level: Level,
      _ language: String, _ speakerIDs: [String], _ title: String, _ abstract: String
    ) {
      self.id = id
      self.track = track
      self.day = day
      self.start = start
      self.end = end
      self.level = level
      self.language = language
      self.speakerIDs = speakerIDs
      self.title = title
      self.abstract = abstract
    }

    /// The start as ISO 8601 with the conference's offset, for example
    /// `2027-03-10T10:00:00+09:00`.
    var startsAt: String { DemoData.timestamp(day: day, time: start) }

    /// The end as ISO 8601 with the conference's offset.
    var endsAt: String { DemoData.timestamp(day: day, time: end) }
  }

  /// The three days.
  static let days = [
    Day(number: 1, date: "2027-03-10"),
    Day(number: 2, date: "2027-03-11"),
    Day(number: 3, date: "2027-03-12"),
  ]

  /// `YYYY-MM-DDTHH:MM:00+09:00` for a local time on a conference day.
  static func timestamp(day: Int, time: String) -> String {
    let date = days.first { $0.number == day }?.date ?? "2027-03-10"
    return "\(date)T\(time):00\(utcOffset)"
  }
}
