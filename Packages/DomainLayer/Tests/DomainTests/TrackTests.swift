import Domain
import Testing

struct TrackTests {
  @Test(
    "a colour reads from #rrggbb in any case and writes back in lower case",
    arguments: [
      ("#1F77b4", Track.Color(red: 0x1f, green: 0x77, blue: 0xb4), "#1f77b4"),
      ("#000000", Track.Color(red: 0, green: 0, blue: 0), "#000000"),
      ("#ffffff", Track.Color(red: 255, green: 255, blue: 255), "#ffffff"),
    ])
  func colorFromHex(text: String, color: Track.Color, hex: String) {
    #expect(Track.Color(hex: text) == color)
    #expect(color.hex == hex)
  }

  @Test(
    "anything but #rrggbb is no colour",
    arguments: ["", "#", "1f77b4", "#1f77b", "#1f77b4a", "#1g77b4", "blue", "#１f77b4"])
  func notAColor(text: String) {
    #expect(Track.Color(hex: text) == nil)
  }

  @Test("every colour writes as #rrggbb and reads back as itself")
  func roundTrip() {
    var generator = SeededGenerator(seed: 30_7)
    for _ in 0..<500 {
      let color = Track.Color(
        red: .random(in: 0...255, using: &generator),
        green: .random(in: 0...255, using: &generator),
        blue: .random(in: 0...255, using: &generator))
      #expect(Track.Color(hex: color.hex) == color)
      #expect(color.hex.count == 7)
    }
  }
}
