import Foundation

/// Says how long ago something happened, in words.
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

  private static func count(_ number: Int, _ unit: String) -> String {
    "\(number) \(unit)\(number == 1 ? "" : "s")"
  }
}
