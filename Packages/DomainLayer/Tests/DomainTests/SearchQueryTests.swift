import Domain
import Foundation
import Testing

struct SearchQueryTests {
  private static let chloe = Speaker(id: "sp-18", name: "Chloé Dubois", affiliation: nil)
  private static let emily = Speaker(id: "sp-14", name: "Emily Chen", affiliation: "Pinecone")

  private static let sessions = [
    ProgrammeSamples.session(
      "104", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00",
      track: "SwiftUI", title: "SwiftUI Layout from the Inside Out",
      abstract: "How SwiftUI sizes views.", speakers: [chloe]),
    ProgrammeSamples.session(
      "103", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00",
      track: "Concurrency", title: "Structured Concurrency",
      abstract: "Tasks, groups and cancellation, with a nod to Chloe's talk.",
      speakers: [emily]),
    ProgrammeSamples.session(
      "101", from: "2027-03-10T09:00:00+09:00", to: "2027-03-10T09:50:00+09:00",
      title: "Keynote", abstract: "Ten years of Swift.", speakers: [emily, chloe]),
  ]

  @Test(arguments: ["", " ", "\t\n", "\u{3000}"])
  func blankTextIsAnEmptyQuery(text: String) {
    #expect(throws: TimetableError.emptyQuery) { try SearchQuery(text) }
  }

  @Test
  func keepsTheTextAsTypedButTrimmed() throws {
    let query = try SearchQuery("  Emily Chen ")
    #expect(query.text == "Emily Chen")
    #expect(query.folded == FoldedText("emily chen"))
    #expect(query.description == "Emily Chen")
  }

  /// The loose-matching table: what each query finds, and in which fields.
  @Test(
    arguments: [
      ("chloe", [("101", [SearchField.speaker]), ("103", [.abstract]), ("104", [.speaker])]),
      ("CHLOÉ", [("101", [.speaker]), ("103", [.abstract]), ("104", [.speaker])]),
      ("ＳｗｉｆｔＵＩ", [("104", [.title, .abstract])]),
      ("Emily Chen", [("101", [.speaker]), ("103", [.speaker])]),
      ("emily   chen", [("101", [.speaker]), ("103", [.speaker])]),
      ("swift", [("101", [.abstract]), ("104", [.title, .abstract])]),
      ("keynote", [("101", [.title])]),
      ("nothing like this", []),
    ] as [(String, [(Session.ID, [SearchField])])])
  func findsSessionsLooselyAndSaysWhere(
    text: String, expected: [(Session.ID, [SearchField])]
  ) throws {
    let matches = try SearchQuery(text).matches(in: Self.sessions)
    #expect(matches.map(\.session.id) == expected.map(\.0))
    #expect(matches.map(\.matchedFields) == expected.map(\.1))
  }

  @Test
  func matchesAreSortedByStartThenTrack() throws {
    let matches = try SearchQuery("a").matches(in: Self.sessions)
    #expect(matches.map(\.session.id) == ["101", "103", "104"])
  }

  @Test
  func fieldsAreOrderedAsASessionShowsThem() {
    #expect(SearchField.allCases.sorted() == [.title, .abstract, .speaker])
    #expect(SearchField.speaker.rawValue == "speaker")
  }

  @Test
  func resultsNameTheDaysThatWereNotSearched() throws {
    let query = try SearchQuery("swift")
    let offline = SearchResults(
      query: query, matches: [], freshness: .cached(savedAt: .distantPast),
      searchedDays: [ProgrammeSamples.day(1), ProgrammeSamples.day(3)],
      conferenceDays: ProgrammeSamples.days)
    #expect(offline.unsearchedDays == [ProgrammeSamples.day(2)])
    let live = SearchResults(
      query: query, matches: [SessionMatch(session: Self.sessions[0], matchedFields: [.title])],
      freshness: .live,
      searchedDays: [ProgrammeSamples.day(1), ProgrammeSamples.day(2), ProgrammeSamples.day(3)])
    #expect(live.unsearchedDays == [])
    #expect(live.sessions == [Self.sessions[0]])
  }
}
