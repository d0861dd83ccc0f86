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

  /// `true` when `lowercasedQuery` occurs in the title, the abstract or a speaker's name,
  /// ignoring case.
  func matches(lowercasedQuery: String) -> Bool {
    title.lowercased().contains(lowercasedQuery)
      || abstract.lowercased().contains(lowercasedQuery)
      || speakers.contains { $0.name.lowercased().contains(lowercasedQuery) }
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
