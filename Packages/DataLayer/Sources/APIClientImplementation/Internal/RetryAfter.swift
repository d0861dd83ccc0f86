import Foundation
import HTTPTypes

/// Reads a response's `Retry-After` header (RFC 9110, section 10.2.3).
enum RetryAfter {
  /// The wait the header asks for: a number of seconds, or the time until an HTTP date, counted
  /// from the response's `Date` header when it has a readable one (so a skewed local clock does
  /// not matter), else from `now`. A date in the past is no wait; `nil` when there is no header or
  /// it cannot be read.
  static func delay(in response: HTTPResponse, now: Date) -> Duration? {
    guard let value = response.headers["Retry-After"]?.trimmingCharacters(in: .whitespaces),
      !value.isEmpty
    else { return nil }
    if value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      // Too many digits for Int64 is longer than any cap.
      return .seconds(Int64(value) ?? .max)
    }
    guard let date = httpDate(value) else { return nil }
    let reference = response.headers["Date"].flatMap(httpDate) ?? now
    return .seconds(max(0, date.timeIntervalSince(reference)))
  }

  /// An HTTP date in any of the three forms RFC 9110 asks recipients to accept:
  /// `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT` and
  /// `Sun Nov  6 08:49:37 1994`.
  static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    let words = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'",
      "EEE MMM d HH:mm:ss yyyy",
    ] {
      formatter.dateFormat = format
      if let date = formatter.date(from: words) { return date }
    }
    return nil
  }
}
