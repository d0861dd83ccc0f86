public import Foundation

/// One difference between the programme as the person last saw it and as it is now.
public struct ProgrammeChange: Sendable, Equatable {
  /// Where and when a session takes place.
  public struct Placement: Sendable, Equatable {
    /// Its day.
    public let day: ConferenceDay
    /// When it starts.
    public let startsAt: Date
    /// When it ends.
    public let endsAt: Date
    /// Its room.
    public let room: String

    /// The placement of `session`.
    public init(of session: Session) {
      day = session.day
      startsAt = session.startsAt
      endsAt = session.endsAt
      room = session.room
    }
  }

  /// What changed.
  public enum Kind: Sendable, Equatable {
    /// New on the programme.
    case added
    /// Gone from the programme.
    case removed
    /// Newly marked cancelled (it stays on the programme).
    case cancelled
    /// Another day, time or room.
    case moved(from: Placement, to: Placement)
  }

  /// The session as it is now (as it was, for a removed one).
  public let session: Session
  /// What changed.
  public let kind: Kind
  /// Whether the person bookmarked it.
  public let isBookmarked: Bool

  /// Creates a change.
  public init(session: Session, kind: Kind, isBookmarked: Bool) {
    self.session = session
    self.kind = kind
    self.isBookmarked = isBookmarked
  }

  /// The differences from `old` to `new`, bookmarked sessions first, then by start time and
  /// id: a session only in `new` is added, only in `old` removed, newly cancelled cancelled,
  /// and one whose day, times or room differ moved.
  public static func between(
    _ old: [Session], _ new: [Session], bookmarked: Set<Session.ID>
  ) -> [ProgrammeChange] {
    let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [ProgrammeChange] = []
    for session in new {
      guard let previous = before[session.id] else {
        changes.append(change(session, .added, bookmarked))
        continue
      }
      if session.isCancelled && !previous.isCancelled {
        changes.append(change(session, .cancelled, bookmarked))
      } else if Placement(of: session) != Placement(of: previous) {
        changes.append(
          change(
            session, .moved(from: Placement(of: previous), to: Placement(of: session)),
            bookmarked))
      }
    }
    for session in old where after[session.id] == nil {
      changes.append(change(session, .removed, bookmarked))
    }
    return changes.sorted {
      ($0.isBookmarked ? 0 : 1, $0.session.startsAt, $0.session.id.rawValue)
        < ($1.isBookmarked ? 0 : 1, $1.session.startsAt, $1.session.id.rawValue)
    }
  }

  private static func change(
    _ session: Session, _ kind: Kind, _ bookmarked: Set<Session.ID>
  ) -> ProgrammeChange {
    ProgrammeChange(session: session, kind: kind, isBookmarked: bookmarked.contains(session.id))
  }
}

/// What changed on the programme since the person last looked.
public struct ProgrammeChanges: Sendable, Equatable {
  /// The changes, bookmarked sessions first.
  public let changes: [ProgrammeChange]
  /// When the person last looked; `nil` the first time (nothing to compare with yet).
  public let since: Date?
  /// Whether the programme compared is the one just fetched, or a saved copy (its oldest day's
  /// time) because the backend or the conference's website or file gave no usable answer.
  public let freshness: Freshness

  /// Creates the changes.
  public init(changes: [ProgrammeChange], since: Date?, freshness: Freshness = .live) {
    self.changes = changes
    self.since = since
    self.freshness = freshness
  }
}
