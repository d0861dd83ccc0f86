public import Foundation

/// A conference added from a published schedule feed, as this device keeps it in its list.
public struct ConferenceListingEntity: Codable, Sendable, Equatable {
  /// The name that picks it (`conf conference use NAME`): its acronym as a slug, for example
  /// `fosdem2020`; unique in the list.
  public let name: String
  /// Its title, for example `FOSDEM 2020`.
  public let title: String
  /// Where its programme comes from: an `http(s)://` URL or an absolute file path.
  public let source: String
  /// Its IANA time zone.
  public let timeZone: String
  /// The time zone the person gave when adding it (for a feed without one), or `nil`.
  public let timeZoneOverride: String?
  /// The title the person gave when adding it (for a programme without one, or in place of
  /// its own), or `nil`; `title` is then this.
  public let titleOverride: String?
  /// Its first day's date, `YYYY-MM-DD`.
  public let firstDate: String
  /// Its last day's date, `YYYY-MM-DD`.
  public let lastDate: String
  /// How many sessions its programme holds.
  public let sessionCount: Int
  /// When its programme was last fetched and found valid.
  public let refreshedAt: Date
  /// What reading its programme noted, one line each (events left out or repaired), when it
  /// was just added or refreshed; never stored in the list (each copy keeps its own).
  public var notes: [String] = []

  /// Creates a listing.
  public init(
    name: String, title: String, source: String, timeZone: String, timeZoneOverride: String?,
    titleOverride: String? = nil, firstDate: String, lastDate: String, sessionCount: Int,
    refreshedAt: Date, notes: [String] = []
  ) {
    self.titleOverride = titleOverride
    self.name = name
    self.title = title
    self.source = source
    self.timeZone = timeZone
    self.timeZoneOverride = timeZoneOverride
    self.firstDate = firstDate
    self.lastDate = lastDate
    self.sessionCount = sessionCount
    self.refreshedAt = refreshedAt
    self.notes = notes
  }

  enum CodingKeys: String, CodingKey {
    case name, title, source
    case timeZone = "time_zone"
    case timeZoneOverride = "time_zone_override"
    case titleOverride = "title_override"
    case firstDate = "first_date"
    case lastDate = "last_date"
    case sessionCount = "session_count"
    case refreshedAt = "refreshed_at"
  }
}

/// The conferences added on this device and which one commands use.
public struct ConferenceCatalogEntity: Codable, Sendable, Equatable {
  /// The name of the conference commands use, or `nil` for the demo conference (the default).
  public var current: String?
  /// The added conferences, in the order they were added.
  public var conferences: [ConferenceListingEntity]

  /// Creates a catalog.
  public init(current: String?, conferences: [ConferenceListingEntity]) {
    self.current = current
    self.conferences = conferences
  }

  /// No conference added; the demo is current.
  public static let empty = ConferenceCatalogEntity(current: nil, conferences: [])
}
