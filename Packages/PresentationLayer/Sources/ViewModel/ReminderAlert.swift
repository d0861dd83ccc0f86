import Domain

/// What a reminder says when it rings, as a desktop notification shows it: a title and a line,
/// both already safe to give a terminal or a notification daemon (every control character
/// shown as `�`, line breaks made spaces).
///
/// `title` is the session's title; `body` says when and where it starts:
/// `Session 208 starts in 8 minutes in Room D.`
public struct ReminderAlert: Sendable, Equatable {
  /// The session's title.
  public let title: String
  /// When and where it starts.
  public let body: String

  /// The alert of `notice`.
  public init(notice: ReminderNotice) {
    let session = notice.session
    let room = session.room.isEmpty ? "" : " in \(session.room)"
    title = session.title.sanitizedForTerminal()
    body = "Session \(session.id.rawValue) starts \(notice.whenText)\(room).".sanitizedForTerminal()
  }

  /// One line with both, `Contract Testing: Session 208 starts in 8 minutes in Room D.`, for a
  /// terminal's own notification escape.
  public var line: String {
    "\(title): \(body)"
  }
}
