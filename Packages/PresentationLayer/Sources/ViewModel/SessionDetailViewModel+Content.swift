public import Domain
public import Foundation

extension SessionDetailViewModel {
  /// A loaded session, ready to render.
  public struct Content: Sendable, Equatable {
    /// The session.
    public let session: Session
    /// Whether it was just fetched or comes from a saved copy.
    public let freshness: Freshness
    /// The session's summary line, with times in the conference's time zone.
    public let row: SessionRow
    /// One line per speaker: the name, then the affiliation in parentheses when known.
    public let speakerLines: [String]

    /// Shows `detail`.
    public init(detail: SessionDetail) {
      session = detail.session
      freshness = detail.freshness
      row = SessionRow(session: detail.session)
      speakerLines = detail.session.speakers.map { speaker in
        speaker.affiliation.map { "\(speaker.name) (\($0))" } ?? speaker.name
      }
    }

    /// Whether the session is a saved copy because the backend could not be reached.
    public var isCached: Bool {
      freshness.isCached
    }

    /// When the saved copy was made, or `nil` for live data.
    public var savedAt: Date? {
      freshness.savedAt
    }
  }
}
