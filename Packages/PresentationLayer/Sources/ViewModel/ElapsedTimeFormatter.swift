import Foundation

/// Says how long ago something happened, or how soon it will, in words: the line commands'
/// and the terminal app's.
package enum ElapsedTimeFormatter {
  /// How long ago `date` was, for example `3 hours ago`; `nil` when it is in the future.
  package static func age(from date: Date, to now: Date) -> String? {
    let seconds = now.timeIntervalSince(date)
    guard seconds >= 0 else { return nil }
    let minutes = Int(min(seconds, 1e12) / 60)
    switch minutes {
    case 0: return "less than a minute ago"
    case 1..<60: return count(minutes, "minute") + " ago"
    case 60..<(60 * 24): return count(minutes / 60, "hour") + " ago"
    default: return count(minutes / (60 * 24), "day") + " ago"
    }
  }

  /// How far `date` is from `now`, for example `in 15 minutes` or `3 minutes ago`.
  package static func relative(from now: Date, to date: Date) -> String {
    let seconds = date.timeIntervalSince(now)
    guard seconds > 0 else { return age(from: date, to: now) ?? "less than a minute ago" }
    return relative(minutesAhead: Int(min(seconds, 1e12) / 60))
  }

  /// How soon something `minutes` whole minutes away is, for example `in 15 minutes`,
  /// `in 2 hours`, `in 1 day`; `in less than a minute` for 0.
  package static func relative(minutesAhead minutes: Int) -> String {
    switch minutes {
    case 0: return "in less than a minute"
    case 1..<60: return "in " + count(minutes, "minute")
    case 60..<(60 * 24): return "in " + count(minutes / 60, "hour")
    default: return "in " + count(minutes / (60 * 24), "day")
    }
  }

  private static func count(_ number: Int, _ unit: String) -> String {
    "\(number) \(unit)\(number == 1 ? "" : "s")"
  }
}
