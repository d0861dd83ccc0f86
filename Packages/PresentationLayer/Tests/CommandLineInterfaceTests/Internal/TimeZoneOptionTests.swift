import CommandLineInterface
import Foundation
import Testing

struct TimeZoneOptionTests {
  @Test(arguments: [
    ("Europe/Paris", "Europe/Paris"), ("europe/paris", "Europe/Paris"),
    (" Asia/Tokyo ", "Asia/Tokyo"), ("UTC", "GMT"), ("utc", "GMT"), ("GMT", "GMT"),
  ])
  func acceptsIANANamesInAnyCaseAndUTC(text: String, identifier: String) {
    #expect(TimeZoneOption.zone(named: text)?.identifier == identifier)
  }

  @Test(arguments: ["", "Europe/Pari", "Mars/Base", "tokyo", "+09:00", "JST"])
  func refusesAnythingElse(text: String) {
    #expect(TimeZoneOption.zone(named: text) == nil)
  }

  @Test(
    arguments: [
      ("Europe/Pari", "Europe/Paris"), ("tokyo", "Asia/Tokyo"), ("new york", "America/New_York"),
      ("Asia/Tokio", "Asia/Tokyo"), ("Mars/Base", nil),
    ] as [(String, String?)])
  func suggestsTheClosestName(text: String, suggestion: String?) {
    #expect(TimeZoneOption.suggestion(for: text) == suggestion)
  }
}
