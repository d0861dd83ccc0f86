import Foundation

/// A session as read from the database, with its speakers in billing order.
struct SessionRecord: Sendable, Equatable {
  /// A speaker of the session.
  struct Speaker: Sendable, Equatable {
    let id: String
    let name: String
    let affiliation: String?
  }

  let id: String
  let title: String
  let abstract: String
  let day: Int
  let startsAt: String
  let endsAt: String
  let track: String
  let room: String
  let level: String
  let language: String
  var speakers: [Speaker]

  /// `true` when `foldedQuery` (see `folded(_:)`) occurs in the title, the abstract or a
  /// speaker's name, folded the same way.
  func matches(foldedQuery: String) -> Bool {
    !foldedQuery.isEmpty
      && (Self.folded(title).contains(foldedQuery)
        || Self.folded(abstract).contains(foldedQuery)
        || speakers.contains { Self.folded($0.name).contains(foldedQuery) })
  }

  /// `text` for loose comparison: letter case, accents and the width of letters ignored, runs
  /// of white space as one space (`Chloé` → `chloe`, `ＳｗｉｆｔＵＩ` → `swiftui`).
  static func folded(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The API's `<session>` object.
  var json: JSONValue {
    .object([
      .init("id", .string(id)),
      .init("title", .string(title)),
      .init("abstract", .string(abstract)),
      .init("day", .int(day)),
      .init("starts_at", .string(startsAt)),
      .init("ends_at", .string(endsAt)),
      .init("track", .string(track)),
      .init("room", .string(room)),
      .init("level", .string(level)),
      .init("language", .string(language)),
      .init(
        "speakers",
        .array(
          speakers.map { speaker in
            .object([
              .init("id", .string(speaker.id)),
              .init("name", .string(speaker.name)),
              .init("affiliation", .string(speaker.affiliation)),
            ])
          })),
    ])
  }
}
