public import Foundation

/// How current a piece of programme data is.
public enum Freshness: Sendable, Equatable {
  /// Just fetched from the backend.
  case live
  /// A copy saved at `savedAt`, shown because the backend, or an added conference's website
  /// or file, gave no usable answer: `because` says which and why, when known.
  case cached(savedAt: Date, because: ConnectivityError? = nil)

  /// Whether the data is a saved copy rather than a fresh answer.
  public var isCached: Bool {
    savedAt != nil
  }

  /// When the copy was saved, or `nil` for live data.
  public var savedAt: Date? {
    switch self {
    case .live: nil
    case .cached(let savedAt, _): savedAt
    }
  }

  /// Why the copy is shown instead of a fresh answer, when known; `nil` for live data.
  public var staleBecause: ConnectivityError? {
    switch self {
    case .live: nil
    case .cached(_, let because): because
    }
  }
}
