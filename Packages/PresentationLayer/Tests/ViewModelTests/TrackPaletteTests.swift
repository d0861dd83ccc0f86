import Domain
import Testing
import ViewModel

struct TrackPaletteTests {
  @Test("a track without a colour takes its name's slot, the same in every run")
  func stableSlots() {
    let palette = TrackPalette(tracks: [Track(name: "BSD"), Track(name: "Docs")])

    // FNV-1a of the lower-cased names, modulo the six slots: "bsd" 0, "docs" 4.
    #expect(
      palette.style(ofTrackNamed: "BSD")
        == TrackStyle(
          color: Track.Color(red: 0x2a, green: 0xa1, blue: 0x98), slot: 0, marker: "●",
          isTheProgrammes: false))
    #expect(
      palette.style(ofTrackNamed: "Docs")
        == TrackStyle(
          color: Track.Color(red: 0xd0, green: 0xa2, blue: 0x1f), slot: 4, marker: "○",
          isTheProgrammes: false))
  }

  @Test("neighbours whose names share a slot are told apart: the later takes the next slot")
  func neighbours() {
    // "Containers" and "Keynotes" both hash to slot 5; "Go" and "Python" both to 3.
    let palette = TrackPalette(tracks: [
      Track(name: "Python"), Track(name: "Containers"), Track(name: "Go"),
      Track(name: "Keynotes"),
    ])

    #expect(
      ["Containers", "Go", "Keynotes", "Python"].map { palette.style(ofTrackNamed: $0)?.slot }
        == [5, 3, 5, 3])
    let clashing = TrackPalette(tracks: [Track(name: "Containers"), Track(name: "Keynotes")])
    #expect(
      ["Containers", "Keynotes"].map { clashing.style(ofTrackNamed: $0)?.slot } == [5, 0])
  }

  @Test("the programme's colour is kept; its slot is the nearest palette colour")
  func programmesColour() {
    let blue = Track.Color(red: 0x1f, green: 0x77, blue: 0xb4)
    let palette = TrackPalette(tracks: [Track(name: "Security", color: blue)])

    #expect(
      palette.style(ofTrackNamed: "Security")
        == TrackStyle(color: blue, slot: 3, marker: "◆", isTheProgrammes: true))
  }

  @Test("no track and a track the palette was not made with have no style")
  func unknown() {
    let palette = TrackPalette(tracks: [Track(name: ""), Track(name: "Docs")])

    #expect(palette.style(ofTrackNamed: "") == nil)
    #expect(palette.style(ofTrackNamed: "Rust") == nil)
  }

  @Test("over generated track lists, neighbours by name never share a slot or a marker")
  func neighboursProperty() {
    var generator = Generator(seed: 0x5EED_0030_7)
    let letters = Array("abcdefghijklmnopqrstuvwxyz ÄÉ")
    for _ in 0..<300 {
      let names = (0..<Int.random(in: 2...40, using: &generator)).map { _ in
        String(
          (0..<Int.random(in: 1...12, using: &generator)).map { _ in
            letters.randomElement(using: &generator) ?? "a"
          })
      }
      let palette = TrackPalette(tracks: names.map { Track(name: $0) })
      let sorted = Set(names.map { Track(name: $0) }).sorted().map(\.name)
      for (first, second) in zip(sorted, sorted.dropFirst()) {
        let styles = [first, second].compactMap { palette.style(ofTrackNamed: $0) }
        #expect(styles.count == 2)
        #expect(styles.first?.slot != styles.last?.slot, "\(first) next to \(second)")
        #expect(styles.first?.marker != styles.last?.marker)
      }
    }
  }
}

/// SplitMix64, so a failing generated case can be replayed.
private struct Generator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
