public import Foundation

/// A conference this device can show: the demo conference, or one added from a published
/// programme.
public struct ConferenceListing: Sendable, Equatable {
  /// The name that picks it, for example `fosdem2020`; `demo` for the demo conference.
  public let name: String
  /// Its title, for example `FOSDEM 2020`.
  public let title: String
  /// Where its programme comes from (a URL or a file path); `nil` for the demo conference,
  /// which the conference backend serves.
  public let source: String?
  /// Its time zone, when known.
  public let timeZone: TimeZone?
  /// Its first and last days' dates, when known.
  public let firstDate: CalendarDate?
  /// Its last day's date, when known.
  public let lastDate: CalendarDate?
  /// How many sessions its programme holds, when known.
  public let sessionCount: Int?
  /// When its programme was last fetched and found valid; `nil` for the demo conference.
  public let refreshedAt: Date?
  /// Whether commands use it.
  public let isCurrent: Bool
  /// What reading its programme noted when it was just added or refreshed, one line each (an
  /// event left out or repaired); empty otherwise.
  public let notes: [String]

  /// Creates a listing.
  public init(
    name: String, title: String, source: String?, timeZone: TimeZone?, firstDate: CalendarDate?,
    lastDate: CalendarDate?, sessionCount: Int?, refreshedAt: Date?, isCurrent: Bool,
    notes: [String] = []
  ) {
    self.name = name
    self.title = title
    self.source = source
    self.timeZone = timeZone
    self.firstDate = firstDate
    self.lastDate = lastDate
    self.sessionCount = sessionCount
    self.refreshedAt = refreshedAt
    self.isCurrent = isCurrent
    self.notes = notes
  }

  /// The demo conference's name.
  public static let demoName = "demo"

  /// Whether this is the demo conference, the one always listed (it cannot be removed, and has
  /// no published programme to refresh): by its name, never by what it offers or where its
  /// programme comes from.
  public var isDemo: Bool {
    name == Self.demoName
  }
}
