import Domain
import Testing

struct ConferenceCatalogTests {
  private static func listing(_ name: String, _ title: String, current: Bool = false)
    -> ConferenceListing
  {
    ConferenceListing(
      name: name, title: title, source: name == "demo" ? nil : "/feeds/\(name).xml",
      timeZone: nil, firstDate: nil, lastDate: nil, sessionCount: nil, refreshedAt: nil,
      isCurrent: current)
  }

  private static let catalog = ConferenceCatalog(listings: [
    listing("demo", "Swift Harbour 2027"),
    listing("fosdem2020", "FOSDEM 2020", current: true),
    listing("fosdem2021", "FOSDEM 2021"),
    listing("36c3", "36th Chaos Communication Congress"),
  ])

  @Test(arguments: [
    ("fosdem2020", "fosdem2020"), ("FOSDEM2021", "fosdem2021"), ("36", "36c3"),
    ("36th chaos", "36c3"), ("demo", "demo"), ("swift", "demo"), ("  fosdem2020 ", "fosdem2020"),
  ])
  func picksByNameOrAUniquePrefixOfNameOrTitle(text: String, name: String) throws {
    #expect(try Self.catalog.match(text).name == name)
  }

  @Test
  func aPrefixOfSeveralIsAmbiguous() {
    #expect(
      throws: ConferenceError.ambiguous(name: "fosdem", matches: ["fosdem2020", "fosdem2021"])
    ) {
      try Self.catalog.match("fosdem")
    }
  }

  @Test(arguments: ["fosdem2019", "", "chaos"])
  func anythingElseIsNotFoundWithEveryName(text: String) {
    #expect(
      throws: ConferenceError.notFound(
        name: text, known: ["demo", "fosdem2020", "fosdem2021", "36c3"])
    ) {
      try Self.catalog.match(text)
    }
  }

  @Test
  func theCurrentOneIsMarkedAndTheDemoIsNotAFeed() {
    #expect(Self.catalog.current?.name == "fosdem2020")
    #expect(Self.catalog.listings[0].isDemo)
    #expect(!Self.catalog.listings[1].isDemo)
  }

  @Test
  func errorsSayWhatToDo() {
    let ambiguous = ConferenceError.ambiguous(name: "fos", matches: ["fosdem2020", "fosdem2021"])
    #expect(ambiguous.description == "'fos' could be 'fosdem2020' or 'fosdem2021'")
    #expect(
      ConferenceError.notFound(name: "x", known: ["demo"]).recoverySuggestion
        == "Pick one of: demo.")
    #expect(ConferenceError.demoCannotBeRemoved.recovery == .changeInput)
    #expect(
      ConferenceError.unreadableSource(reason: "this is an HTML page, not a schedule").description
        == "the programme cannot be used: this is an HTML page, not a schedule")
    #expect(ConferenceError.connectivity(.offline).recovery == .retry)
  }
}
