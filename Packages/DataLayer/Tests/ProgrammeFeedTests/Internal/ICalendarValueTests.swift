import Testing

@testable import ProgrammeFeed

@Suite("ICalendarValue")
struct ICalendarValueTests {
  @Test(
    "text is unescaped in one pass",
    arguments: [
      (#"a\,b\;c\\d"#, #"a,b;c\d"#), (#"one\ntwo\NThree"#, "one\ntwo\nThree"),
      // An escaped backslash before `n` is a backslash and an `n`, not a line break.
      (#"C:\\new"#, #"C:\new"#), (#"odd\x and end\"#, #"odd\x and end\"#),
    ])
  func text(value: String, expected: String) {
    #expect(ICalendarValue.text(value) == expected)
  }

  @Test("a list splits at unescaped commas only")
  func list() {
    #expect(
      ICalendarValue.textList(#"Kotlin, Android\, mobile ,,\\,x"#) == [
        "Kotlin", "Android, mobile", "\\", "x",
      ])
  }

  @Test(
    "dates and times, local, UTC or a date alone",
    arguments: [
      ("20300610T090000", 1_907_312_400, false, false),
      ("20300610T090000Z", 1_907_312_400, true, false),
      ("2030-06-10T09:00:00Z", 1_907_312_400, true, false),
      ("20300610T0900", 1_907_312_400, false, false), ("20300610", 1_907_280_000, false, true),
    ])
  func dateTimes(text: String, local: Int, isUTC: Bool, isDate: Bool) {
    #expect(
      ICalendarValue.dateTime(text)
        == ICalendarValue.DateTime(localSeconds: local, isUTC: isUTC, isDate: isDate))
  }

  @Test(
    "malformed dates and times do not read",
    arguments: [
      "20300230T090000", "20300610T250000", "20300610 090000", "2030061", "20300610Z", "",
    ]
  )
  func invalidDateTimes(text: String) {
    #expect(ICalendarValue.dateTime(text) == nil)
  }

  @Test(
    "durations, and what is not one",
    arguments: [
      ("PT1H30M", 5400), ("P1D", 86_400), ("P2W", 1_209_600), ("+PT45M", 2700),
      ("P1DT2H3M4S", 93_784), ("pt10m", 600), ("-PT1H", nil), ("PT", nil), ("P1H", nil),
      ("PT1D", nil), ("1:30", nil), ("P", nil),
    ] as [(String, Int?)])
  func durations(text: String, seconds: Int?) {
    #expect(ICalendarValue.duration(text) == seconds)
  }

  @Test(
    "UTC offsets",
    arguments: [
      ("+0100", 3600), ("-0530", -19_800), ("+010030", 3630), ("+01:00", 3600), ("0100", nil),
      ("+2500", nil),
    ] as [(String, Int?)])
  func offsets(text: String, seconds: Int?) {
    #expect(ICalendarValue.utcOffset(text) == seconds)
  }
}
