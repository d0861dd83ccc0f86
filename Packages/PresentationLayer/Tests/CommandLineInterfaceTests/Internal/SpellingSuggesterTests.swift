import CommandLineInterface
import Testing

struct SpellingSuggesterTests {
  @Test(arguments: [
    ("--dya", "--day"), ("--dy", "--day"), ("--jsn", "--json"), ("--tracks", "--track"),
    ("--TRACK", "--track"), ("--tr", "--track"), ("timtable", "timetable"),
    ("time", "timetable"), ("sesion", "session"), ("serach", "search"),
  ])
  func suggestsTheClosestKnownWord(input: String, expected: String) {
    let known = ["--day", "--track", "--json", "--help", "timetable", "session", "search"]
    #expect(SpellingSuggester.suggestion(for: input, among: known) == expected)
  }

  @Test(arguments: ["--verbose", "-x", "--", "x", "bookmarks", "--day"])
  func staysQuietWhenNothingIsClose(input: String) {
    #expect(SpellingSuggester.suggestion(for: input, among: ["--day", "--json", "-h"]) == nil)
  }

  @Test(arguments: [
    ("", "", 0), ("abc", "", 3), ("kitten", "sitting", 3), ("dya", "day", 1), ("ab", "ba", 1),
    ("ca", "abc", 3),
  ])
  func measuresEditDistanceWithTranspositions(lhs: String, rhs: String, distance: Int) {
    #expect(SpellingSuggester.editDistance(Array(lhs), Array(rhs)) == distance)
  }
}

struct NameSuggestionTests {
  private let speakers = ["Emily Chen", "John van de Wetering", "Lennart Poettering"]

  @Test(arguments: [
    ("poetering", "Lennart Poettering"),
    ("wetering", "John van de Wetering"),
    ("chen", "Emily Chen"),
    ("Emily Chn", "Emily Chen"),
  ])
  func suggestsTheNameWithTheClosestWord(input: String, expected: String) {
    #expect(SpellingSuggester.suggestion(forName: input, among: speakers) == expected)
  }

  @Test
  func staysQuietWhenNoWordIsClose() {
    #expect(SpellingSuggester.suggestion(forName: "hopper", among: speakers) == nil)
  }
}
