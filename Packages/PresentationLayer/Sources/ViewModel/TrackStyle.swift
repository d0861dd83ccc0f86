public import Domain

/// How one track is shown: see `TrackPalette`.
public struct TrackStyle: Sendable, Equatable {
  /// The colour: the programme's, else the palette's.
  public let color: Track.Color
  /// The palette's slot: its colour's or, for the programme's own colour, the nearest; a
  /// terminal with only the basic colours shows this slot's.
  public let slot: Int
  /// The marker a terminal without colour shows before the track's name.
  public let marker: Character
  /// Whether `color` is the programme's own.
  public let isTheProgrammes: Bool

  /// Creates a style from its parts.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - slot: The palette's slot.
  ///   - marker: The marker shown without colour.
  ///   - isTheProgrammes: Whether the colour is the programme's own.
  public init(color: Track.Color, slot: Int, marker: Character, isTheProgrammes: Bool) {
    self.color = color
    self.slot = slot
    self.marker = marker
    self.isTheProgrammes = isTheProgrammes
  }
}
