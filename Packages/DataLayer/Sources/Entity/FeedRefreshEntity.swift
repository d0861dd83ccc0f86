public import Foundation

/// What refreshing a programme read from a published schedule feed did.
public enum FeedRefreshEntity: Sendable, Equatable {
  /// Not due: the saved copy was checked against the feed at `checkedAt`, less than the
  /// client's maximum age ago, so nothing was fetched.
  case fresh(checkedAt: Date)
  /// The feed was checked at `checkedAt` and has not changed: the server answered
  /// `304 Not Modified`, a file kept its size and modification time, or the feed read into the
  /// same programme as the saved copy. The copy is kept.
  case unchanged(checkedAt: Date)
  /// The feed changed and the saved copy was replaced: `previous` is the programme's days as
  /// they were (`nil` when there was no copy yet), `current` as they are now, both in day order,
  /// so a caller can tell which sessions moved, appeared or went.
  case updated(previous: [TimetableEntity]?, current: [TimetableEntity])
}
