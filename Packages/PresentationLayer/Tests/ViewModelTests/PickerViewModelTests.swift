import Testing
import ViewModel

struct PickerViewModelTests {
  static let rooms = [
    "AW1.120", "H.1302 (Depage)", "Janson", "K.1.105 (La Fontaine)", "UA2.118 (Henriot)",
    "UB4.132", "UB5.132", "UB5.230", "Université Libre",
  ].map { PickerViewModel.Item(name: $0) }

  @Test(
    "typed text matches anywhere, any case, accents folded; names starting with it come first, then words starting with it"
  )
  func ranksMatches() {
    var picker = PickerViewModel(kind: .room, items: Self.rooms)
    #expect(picker.matches == Self.rooms)
    #expect(picker.highlighted?.name == "AW1.120")

    picker.setQuery("ub5")
    #expect(picker.matches.map(\.name) == ["UB5.132", "UB5.230"])

    picker.setQuery("UNIVERSITE")
    #expect(picker.matches.map(\.name) == ["Université Libre"])

    picker.setQuery("h")
    #expect(
      picker.matches.map(\.name) == ["H.1302 (Depage)", "UA2.118 (Henriot)"])

    picker.setQuery("132")
    #expect(picker.matches.map(\.name) == ["UB4.132", "UB5.132"])

    picker.setQuery("zzz")
    #expect(picker.matches.isEmpty)
    #expect(picker.highlighted == nil)
  }

  @Test("the highlight moves within the matches and starts at the best one after each change")
  func movesTheHighlight() {
    var picker = PickerViewModel(kind: .room, items: Self.rooms)
    picker.setQuery("u")
    #expect(picker.highlighted?.name == "UA2.118 (Henriot)")
    picker.moveHighlight(by: 2)
    #expect(picker.highlighted?.name == "UB5.132")
    picker.moveHighlight(by: 100)
    #expect(picker.highlighted?.name == "Université Libre")
    picker.moveHighlight(by: -100)
    #expect(picker.highlighted?.name == "UA2.118 (Henriot)")
    picker.setQuery("ub")
    #expect(picker.highlightedIndex == 0)
  }

  @Test("an item's value is its name unless given")
  func values() {
    #expect(PickerViewModel.Item(name: "Day 2", detail: "Sun 2 Feb", value: "2").value == "2")
    #expect(PickerViewModel.Item(name: "Janson").value == "Janson")
  }
}
