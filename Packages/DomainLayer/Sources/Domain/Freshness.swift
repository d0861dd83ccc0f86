public import Foundation

/// How current a piece of programme data is.
public enum Freshness: Sendable, Equatable {
  /// Just fetched from the backend.
  case live
  /// A copy saved at `savedAt`, shown because the backend could not be reached.
  case cached(savedAt: Date)

  /// Whether the data is a saved copy rather than a fresh answer.
  public var isCached: Bool {
    savedAt != nil
  }

  /// When the copy was saved, or `nil` for live data.
  public var savedAt: Date? {
    switch self {
    case .live: nil
    case .cached(let savedAt): savedAt
    }
  }
}
