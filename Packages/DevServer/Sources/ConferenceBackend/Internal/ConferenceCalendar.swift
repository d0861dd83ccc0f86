import Foundation

/// The conference's own times: when ticket sales and check-in open and close, and how the
/// backend writes an instant (ISO 8601 with the conference's offset).
///
/// Check-in opens at the start of day 1 and closes at the end of the last day (local time);
/// tickets are sold until check-in closes.
enum ConferenceCalendar {
  /// The conference's time zone.
  static let timeZone = TimeZone(identifier: DemoData.timeZone) ?? .gmt

  /// Midnight at the start of day 1, local time.
  static var checkInOpensAt: Date {
    startOfDay(DemoData.days.first?.date ?? "2027-03-10")
  }

  /// Midnight at the end of the last day, local time.
  static var checkInClosesAt: Date {
    startOfDay(DemoData.days.last?.date ?? "2027-03-12").addingTimeInterval(86_400)
  }

  /// `date` (`YYYY-MM-DD`) at 00:00 in the conference's time zone.
  private static func startOfDay(_ date: String) -> Date {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: parts.first, month: parts.dropFirst().first, day: parts.dropFirst(2).first)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// `instant` as `YYYY-MM-DDTHH:MM:SS+09:00`, whole seconds.
  static func timestamp(_ instant: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: instant)
    let offset = timeZone.secondsFromGMT(for: instant)
    let sign = offset < 0 ? "-" : "+"
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    let year = String(parts.year ?? 0)
    return "\(String(repeating: "0", count: max(0, 4 - year.count)))\(year)-\(two(parts.month))-"
      + "\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
      + "\(sign)\(two(abs(offset) / 3600)):\(two(abs(offset) % 3600 / 60))"
  }
}
