public import Domain

/// A tab of the interactive app, in the order the tab bar shows them.
public enum AppTab: String, Sendable, Equatable, CaseIterable {
  /// The programme, day by day and track by track; open to everyone.
  case timetable
  /// The person's bookmarked sessions in time order.
  case schedule
  /// The person's tickets.
  case tickets
  /// The person's profile.
  case profile

  /// The tab's title, for example `Timetable`.
  public var title: String {
    switch self {
    case .timetable: "Timetable"
    case .schedule: "Schedule"
    case .tickets: "Tickets"
    case .profile: "Profile"
    }
  }

  /// Whether the tab shows the person's own data, so it needs a login.
  public var needsLogin: Bool {
    self != .timetable
  }

  /// What the conference's source must offer for the tab to be shown: accounts for the
  /// profile, tickets for the tickets; nothing for the timetable and the schedule (bookmarks
  /// are kept on a server or on this device).
  public var requires: ConferenceCapabilities {
    switch self {
    case .timetable, .schedule: []
    case .tickets: .tickets
    case .profile: .accounts
    }
  }
}
