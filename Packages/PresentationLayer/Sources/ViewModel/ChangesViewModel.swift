public import Domain
public import Foundation
public import Observation
public import UseCase

/// The changes screen: what moved, was cancelled, added or removed since the person last
/// looked, bookmarked sessions first. Looking marks the programme seen.
///
/// Main-actor isolated; observe `state`.
@MainActor
@Observable
public final class ChangesViewModel {
  /// What the screen shows.
  public typealias State = LoadState<ProgrammeChanges, TimetableError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getChanges: any GetProgrammeChangesUseCase

  /// Creates the view model in `.idle`.
  public init(getChanges: any GetProgrammeChangesUseCase) {
    self.getChanges = getChanges
  }

  /// Loads the changes and, unless `markingSeen` is `false` (the app's banner, which only
  /// counts them), marks the programme seen.
  ///
  /// - Parameter markingSeen: Whether looking marks the programme seen, as `conf changes` does.
  public func load(markingSeen: Bool = true) async {
    state = .loading
    state = await .of { () throws(TimetableError) in
      try await getChanges(markingSeen: markingSeen)
    }
  }

  /// The app's banner for `result`: `2 of your bookmarks changed`, or `3 sessions changed` when
  /// none of them is bookmarked; `nil` without changes (or nothing to compare with yet).
  public static func banner(for result: ProgrammeChanges) -> String? {
    guard result.since != nil, !result.changes.isEmpty else { return nil }
    let bookmarks = result.changes.filter(\.isBookmarked).count
    if bookmarks > 0 {
      return bookmarks == 1
        ? "1 of your bookmarks changed" : "\(bookmarks) of your bookmarks changed"
    }
    let count = result.changes.count
    return count == 1 ? "1 session changed" : "\(count) sessions changed"
  }

  /// What `conf changes` prints and the app's Changes view shows: a heading, then one line per
  /// change of `result.changes`, in order (`★ 102  Go at scale — moved: day 1 10:30 UD2.218A →
  /// day 1 10:30 H.1308`).
  ///
  /// - Parameters:
  ///   - result: The changes.
  ///   - timeZone: The zone times are written in; `nil` for the conference's.
  ///   - now: Now, for how long ago the programme was last seen.
  public static func lines(
    for result: ProgrammeChanges, timeZone: TimeZone?, now: Date
  ) -> [String] {
    guard let since = result.since else {
      return ["Nothing to compare with yet: changes are shown from now on."]
    }
    let age = ElapsedTimeFormatter.age(from: since, to: now).map { " (\($0))" } ?? ""
    guard let first = result.changes.first else {
      return ["No changes since you last looked\(age)."]
    }
    let zone = timeZone ?? first.session.timeZone
    var lines = ["Changes since you last looked\(age):"]
    for change in result.changes {
      let mark = change.isBookmarked ? "★" : " "
      let session = change.session
      lines.append(
        "\(mark) \(session.id.rawValue)  \(session.title) — \(text(change.kind, in: zone))")
    }
    return lines
  }

  /// `moved: day 1 10:30 UD2.218A → day 1 10:30 H.1308`, `cancelled`, `added`, `removed`.
  ///
  /// - Parameters:
  ///   - kind: What changed.
  ///   - zone: The zone times are written in.
  public static func text(_ kind: ProgrammeChange.Kind, in zone: TimeZone) -> String {
    switch kind {
    case .added: return "added"
    case .removed: return "removed"
    case .cancelled: return "cancelled"
    case .moved(let from, let to):
      let formatter = ConferenceTimeFormatter(timeZone: zone)
      func place(_ placement: ProgrammeChange.Placement) -> String {
        "day \(placement.day) \(formatter.time(of: placement.startsAt)) \(placement.room)"
      }
      return "moved: \(place(from)) → \(place(to))"
    }
  }
}
