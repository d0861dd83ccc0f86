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
}
