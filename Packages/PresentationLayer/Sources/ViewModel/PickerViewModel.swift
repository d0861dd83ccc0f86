import Domain
import Foundation

/// A type-to-filter list to choose one of (a track, a room, a speaker, a day, a conference).
///
/// Typed text matches anywhere in an item's name, ignoring case, accents and the width of
/// letters (`FoldedText`). Matches are ranked: names that start with the text first, then names
/// with a word that starts with it, then the rest, each in the order given. A plain value: the
/// app keeps it while the picker is open and reads `highlighted` on Enter.
public struct PickerViewModel: Sendable, Equatable {
  /// What is being chosen.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A track.
    case track
    /// A room.
    case room
    /// A speaker.
    case speaker
    /// A conference day.
    case day
    /// A conference.
    case conference

    /// The picker's title, for example `Room`.
    public var title: String {
      switch self {
      case .track: "Track"
      case .room: "Room"
      case .speaker: "Speaker"
      case .day: "Day"
      case .conference: "Conference"
      }
    }
  }

  /// One choice.
  public struct Item: Sendable, Equatable {
    /// What is matched and shown, for example `UB5.132`.
    public let name: String
    /// Shown after the name, for example `12 sessions`; never matched.
    public let detail: String
    /// What choosing it means to the caller (a room's name, a conference's id, a day number).
    public let value: String

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - name: What is matched and shown.
    ///   - detail: Shown after the name.
    ///   - value: What choosing it means; the name by default.
    public init(name: String, detail: String = "", value: String? = nil) {
      self.name = name
      self.detail = detail
      self.value = value ?? name
    }
  }

  /// What is being chosen.
  public let kind: Kind
  /// Every choice, in the order given.
  public let items: [Item]
  /// The text typed so far.
  public private(set) var query = ""
  /// The items that match `query`, best first (every item for an empty query).
  public private(set) var matches: [Item]
  /// The index in `matches` of the highlighted item.
  public private(set) var highlightedIndex = 0
  private let foldedNames: [String]

  /// Creates a picker with nothing typed, the first item highlighted.
  ///
  /// - Parameters:
  ///   - kind: What is being chosen.
  ///   - items: The choices, in the order to list them.
  public init(kind: Kind, items: [Item]) {
    self.kind = kind
    self.items = items
    self.matches = items
    self.foldedNames = items.map { FoldedText($0.name).value }
  }

  /// The highlighted item, or `nil` when nothing matches.
  public var highlighted: Item? {
    matches.indices.contains(highlightedIndex) ? matches[highlightedIndex] : nil
  }

  /// Replaces the typed text with `text`, filters again and highlights the best match.
  public mutating func setQuery(_ text: String) {
    query = text
    highlightedIndex = 0
    let wanted = FoldedText(text).value
    guard !wanted.isEmpty else {
      matches = items
      return
    }
    var ranked: [(rank: Int, index: Int)] = []
    for (index, name) in foldedNames.enumerated() {
      guard let range = name.range(of: wanted) else { continue }
      let rank =
        range.lowerBound == name.startIndex
        ? 0 : Self.wordStart(of: wanted, in: name) != nil ? 1 : 2
      ranked.append((rank, index))
    }
    ranked.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
    matches = ranked.map { items[$0.index] }
  }

  /// Moves the highlight by `offset` (negative moves up), stopping at the ends.
  public mutating func moveHighlight(by offset: Int) {
    guard !matches.isEmpty else { return }
    highlightedIndex = min(max(highlightedIndex + offset, 0), matches.count - 1)
  }

  /// Whether `index` starts a word of `name`: its start, or after a character that is neither
  /// a letter nor a digit.
  private static func startsWord(at index: String.Index, in name: String) -> Bool {
    guard index > name.startIndex else { return true }
    let before = name[name.index(before: index)]
    return !(before.isLetter || before.isNumber)
  }

  /// Where `wanted` first starts a word of `name`, if anywhere.
  private static func wordStart(of wanted: String, in name: String) -> String.Index? {
    var searchStart = name.startIndex
    while let range = name.range(of: wanted, range: searchStart..<name.endIndex) {
      if startsWord(at: range.lowerBound, in: name) { return range.lowerBound }
      searchStart = name.index(after: range.lowerBound)
    }
    return nil
  }
}
