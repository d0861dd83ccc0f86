import Foundation
import Testing

@testable import ProgrammeFeed

/// A zone defined by yearly rules agrees with the system's zone of the same rules.
@Suite("ICalendarZoneRules")
struct ICalendarZoneRulesTests {
  /// Europe/Berlin since 1996: the last Sundays of March and October.
  private static let berlin = ICalendarZoneRules(observances: [
    .init(
      start: 354_679_200, offsetFrom: 3600, offsetTo: 7200,
      rule: ICalendarZoneRules.yearlyRule("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")),
    .init(
      start: 846_385_200, offsetFrom: 7200, offsetTo: 3600,
      rule: ICalendarZoneRules.yearlyRule("FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")),
  ])

  /// America/New_York from 1987: the first Sunday of April and the last of October until
  /// 2006, then the second Sunday of March and the first of November.
  private static let newYork = ICalendarZoneRules(observances: [
    .init(
      start: 544_586_400, offsetFrom: -18_000, offsetTo: -14_400,
      rule: ICalendarZoneRules.yearlyRule("FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z")),
    .init(
      start: 562_125_600, offsetFrom: -14_400, offsetTo: -18_000,
      rule: ICalendarZoneRules.yearlyRule(
        "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T060000Z")),
    .init(
      start: 1_173_578_400, offsetFrom: -18_000, offsetTo: -14_400,
      rule: ICalendarZoneRules.yearlyRule("FREQ=YEARLY;BYMONTH=3;BYDAY=2SU")),
    .init(
      start: 1_194_141_600, offsetFrom: -14_400, offsetTo: -18_000,
      rule: ICalendarZoneRules.yearlyRule("FREQ=YEARLY;BYMONTH=11;BYDAY=1SU")),
  ])

  @Test(
    "generated times from 1998 to 2060 have the system zone's offset",
    arguments: [("Europe/Berlin", berlin), ("America/New_York", newYork)])
  func generated(name: String, rules: ICalendarZoneRules) throws {
    let zone = try #require(TimeZone(identifier: name))
    var random = SeededGenerator(seed: 7)
    var checked = 0
    while checked < 2000 {
      let instant = 883_612_800 + random.below(62 * 365 * 24) * 3600 + random.below(3600)
      let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
      // Within two hours of a change a local time may occur twice or never: not checked.
      let near = [-7200, 7200].map {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant + $0)))
      }
      guard near.allSatisfy({ $0 == offset }) else { continue }
      #expect(rules.offset(atLocal: instant + offset) == offset, "\(name) at \(instant)")
      checked += 1
    }
  }

  @Test("before every onset the earliest observance's offset from applies; none, no offset")
  func beforeOnsets() {
    #expect(Self.berlin.offset(atLocal: 0) == 3600)
    #expect(ICalendarZoneRules().offset(atLocal: 0) == nil)
  }

  @Test("an observance without a rule applies from its onset and its dates")
  func singleOnsets() {
    let rules = ICalendarZoneRules(observances: [
      .init(start: 1000, offsetFrom: 0, offsetTo: 3600, dates: [5000]),
      .init(start: 3000, offsetFrom: 3600, offsetTo: 0),
    ])
    #expect(
      [999, 1000, 2999, 3000, 4999, 5000].map { rules.offset(atLocal: $0) } == [
        0, 3600, 3600, 0, 0, 3600,
      ])
  }

  @Test("rules that are not yearly are not read; a day counted from the month's end or start")
  func ruleForms() {
    #expect(ICalendarZoneRules.yearlyRule("FREQ=MONTHLY;BYDAY=1SU") == nil)
    let rule = ICalendarZoneRules.yearlyRule("freq=yearly;bymonth=10;byday=+2mo;count=3")
    #expect(rule?.month == 10 && rule?.weekday == 1 && rule?.ordinal == 2 && rule?.count == 3)
  }
}
