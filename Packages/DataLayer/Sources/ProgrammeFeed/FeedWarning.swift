/// Something the reader repaired or left out while reading a programme it accepted: an event
/// that could not be read, a duration capped at a day, a value too long to keep whole.
///
/// `description` is one line naming what it is about (an event by its id and title, the
/// conference, the days) and what was done, for example
/// `event 12 ('Keynote'): the duration '1h' does not parse; left out`. Values from the feed are
/// quoted at most 40 characters long with control characters replaced, so a warning is safe to
/// print as it is.
public struct FeedWarning: Sendable, Equatable, CustomStringConvertible {
  /// The most warnings a programme carries: past it, the last one says how many more there
  /// were (`and 7 more warnings`).
  public static let maximumCount = 20

  /// What happened, in one line.
  public let description: String

  /// Creates a warning reading `description` (one line, already safe to print).
  public init(description: String) {
    self.description = description
  }

  /// `warnings`, or when there are more than `maximumCount`, the first `maximumCount - 1` and a
  /// last line saying how many were left out.
  static func capped(_ warnings: [FeedWarning]) -> [FeedWarning] {
    guard warnings.count > maximumCount else { return warnings }
    let kept = warnings.prefix(maximumCount - 1)
    let more = warnings.count - kept.count
    return kept + [FeedWarning(description: "and \(more) more warnings")]
  }
}
