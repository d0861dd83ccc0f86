public import Domain

/// How the app and the grid tell tracks apart: each track of a list gets a colour (the
/// programme's own where it gives one, else one of `colors`) and a marker for a terminal
/// without colour (`NO_COLOR`, a monochrome terminal).
///
/// A track without a colour of its own takes a slot of the palette from its name, so it keeps
/// its colour from day to day and from run to run; among the tracks sorted by name, a track
/// whose slot is its predecessor's takes the next slot, so neighbours never share one.
public struct TrackPalette: Sendable, Equatable {
  /// The palette, in slot order: six hues far apart, each near one of the eight basic ANSI
  /// colours (cyan, green, magenta, blue, yellow, red), so a terminal with only those can show
  /// slot `n` as its basic colour.
  public static let colors: [Track.Color] = [
    Track.Color(red: 0x2a, green: 0xa1, blue: 0x98),
    Track.Color(red: 0x5f, green: 0xa8, blue: 0x3a),
    Track.Color(red: 0xb0, green: 0x5c, blue: 0xc8),
    Track.Color(red: 0x3f, green: 0x7f, blue: 0xd9),
    Track.Color(red: 0xd0, green: 0xa2, blue: 0x1f),
    Track.Color(red: 0xd9, green: 0x55, blue: 0x4c),
  ]

  /// The markers shown instead of colours, one for each slot of `colors`.
  public static let markers: [Character] = ["●", "▲", "■", "◆", "○", "△"]

  private let styles: [String: TrackStyle]

  /// The styles of `tracks` (any order, repeats ignored).
  ///
  /// - Parameter tracks: The tracks of the list or the grid shown.
  public init(tracks: [Track]) {
    var styles: [String: TrackStyle] = [:]
    var previous: Int?
    for track in Set(tracks).sorted() where styles[track.name] == nil {
      let slot: Int
      if let color = track.color {
        slot = Self.nearestSlot(to: color)
      } else {
        let hashed = Self.slot(forName: track.name)
        slot = hashed == previous ? (hashed + 1) % Self.colors.count : hashed
      }
      previous = slot
      styles[track.name] = TrackStyle(
        color: track.color ?? Self.colors[slot], slot: slot, marker: Self.markers[slot],
        isTheProgrammes: track.color != nil)
    }
    self.styles = styles
  }

  /// The style of the track named `name` (as the programme spells it); `nil` for a track the
  /// palette was not made with, or no track (an empty name).
  public func style(ofTrackNamed name: String) -> TrackStyle? {
    name.isEmpty ? nil : styles[name]
  }

  /// The slot a name takes before neighbours are considered: FNV-1a of its lower-cased UTF-8,
  /// so the same name takes the same slot in every run (Swift's `Hasher` is seeded per run).
  static func slot(forName name: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.lowercased().utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(hash % UInt64(colors.count))
  }

  /// The slot whose colour is nearest `color`.
  static func nearestSlot(to color: Track.Color) -> Int {
    func distance(_ other: Track.Color) -> Int {
      let parts = [
        (Int(color.red), Int(other.red)), (Int(color.green), Int(other.green)),
        (Int(color.blue), Int(other.blue)),
      ]
      return parts.reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }
    return colors.indices.min { distance(colors[$0]) < distance(colors[$1]) } ?? 0
  }
}
