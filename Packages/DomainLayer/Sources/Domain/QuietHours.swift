public import Foundation

/// The hours of the day in which reminders do not ring (`CONF_QUIET_HOURS=22:00-07:00`): from
/// the first time of day (included) to the second (excluded), crossing midnight when the
/// second is earlier. A reminder still due when they end rings then.
public struct QuietHours: Sendable, Equatable, CustomStringConvertible {
  /// The minute of the day they begin, from 0 to 1439.
  public let startMinute: Int
  /// The minute of the day they end, from 0 to 1439; never `startMinute`.
  public let endMinute: Int

  /// From `startMinute` to `endMinute` of the day; `nil` when either is outside 0 to 1439 or
  /// they are equal.
  public init?(startMinute: Int, endMinute: Int) {
    let day = 0..<1_440
    guard day.contains(startMinute), day.contains(endMinute), startMinute != endMinute else {
      return nil
    }
    self.startMinute = startMinute
    self.endMinute = endMinute
  }

  /// The hours `text` names: two 24-hour times `HH:MM-HH:MM` (one or two digits for the hour,
  /// ASCII digits, surrounding spaces ignored), such as `22:00-07:00`; `nil` for anything
  /// else, the same time twice included.
  public init?(parsing text: String) {
    let parts = text.trimmingCharacters(in: .whitespaces).split(
      separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = Self.minute(parts[0]), let end = Self.minute(parts[1])
    else { return nil }
    self.init(startMinute: start, endMinute: end)
  }

  /// Whether `date` falls in the quiet hours on the clock of `timeZone`.
  public func contains(_ date: Date, in timeZone: TimeZone) -> Bool {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    return startMinute < endMinute
      ? startMinute <= minute && minute < endMinute
      : minute >= startMinute || minute < endMinute
  }

  /// `22:00-07:00`: the form `init(parsing:)` reads back.
  public var description: String {
    "\(Self.text(startMinute))-\(Self.text(endMinute))"
  }

  private static func text(_ minute: Int) -> String {
    let hours = minute / 60
    let minutes = minute % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// The minute of the day `H:MM` or `HH:MM` names, or `nil`.
  private static func minute(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
    else { return nil }
    return hours * 60 + minutes
  }
}
