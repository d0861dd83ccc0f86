import HTTPTypes
import SQLite

/// Reads days and sessions. Used only while the backend holds its connection's lock.
struct ProgrammeStore {
  let connection: SQLiteConnection

  /// `GET /v1/conference`: the demo conference's name, time zone and days (from the `days`
  /// table); its days change at midnight.
  func conference() throws(APIFailure) -> JSONValue {
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      let rows = try connection.query("SELECT day, date, time_zone FROM days ORDER BY day")
      let days = try rows.map { row throws(SQLiteError) in
        JSONValue.object([
          .init("day", .int(try row.int(0))), .init("date", .string(try row.string(1))),
        ])
      }
      return .object([
        .init("title", .string(DemoData.conferenceTitle)),
        .init("acronym", .string(DemoData.conferenceAcronym)),
        .init("time_zone", .string(try rows.first?.string(2) ?? DemoData.timeZone)),
        .init("day_change", .null),
        .init("days", .array(days)),
      ])
    }
  }

  /// `GET /v1/timetable?day=N`.
  func timetable(day: Int) throws(APIFailure) -> JSONValue {
    let dayRow = try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query("SELECT date, time_zone FROM days WHERE day = ?1", [.int(day)]).first
    }
    guard let dayRow else {
      throw APIFailure(
        status: .notFound, code: "day_not_found",
        message: "There is no day \(day); the conference has days 1 to 3.")
    }
    let sessions = try sessions(where: "s.day = ?1", [.int(day)])
    return try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      .object([
        .init("day", .int(day)),
        .init("date", .string(try dayRow.string(0))),
        .init("time_zone", .string(try dayRow.string(1))),
        .init("sessions", .array(sessions.map(\.json))),
      ])
    }
  }

  /// `GET /v1/sessions/{id}`.
  func session(id: String) throws(APIFailure) -> JSONValue {
    guard let session = try sessions(where: "s.id = ?1", [.text(id)]).first else {
      throw APIFailure(
        status: .notFound, code: "session_not_found", message: "There is no session \(id).")
    }
    return session.json
  }

  /// `GET /v1/sessions?query=Q`: sessions whose title, abstract or speaker names contain
  /// `query`, ignoring case, accents and the width of letters, sorted by start and then id.
  func search(query: String) throws(APIFailure) -> JSONValue {
    let foldedQuery = SessionRecord.folded(query)
    let matches = try sessions(where: "1", []).filter {
      $0.matches(foldedQuery: foldedQuery)
    }
    return .object([
      .init("query", .string(query)),
      .init("sessions", .array(matches.map(\.json))),
    ])
  }

  /// The sessions matching `condition` (over `sessions s`), sorted by start and then id, with
  /// their speakers.
  private func sessions(where condition: String, _ values: [SQLiteValue]) throws(APIFailure)
    -> [SessionRecord]
  {
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      let rows = try connection.query(
        """
        SELECT s.id, s.title, s.abstract, s.day, s.starts_at, s.ends_at, s.track, s.room,
          s.level, s.language
        FROM sessions s WHERE \(condition) ORDER BY s.starts_at, s.id
        """, values)
      var sessions: [SessionRecord] = []
      sessions.reserveCapacity(rows.count)
      var indexByID: [String: Int] = [:]
      for row in rows {
        let session = SessionRecord(
          id: try row.string(0), title: try row.string(1), abstract: try row.string(2),
          day: try row.int(3), startsAt: try row.string(4), endsAt: try row.string(5),
          track: try row.string(6), room: try row.string(7), level: try row.string(8),
          language: try row.string(9), speakers: [])
        indexByID[session.id] = sessions.count
        sessions.append(session)
      }
      let speakerRows = try connection.query(
        """
        SELECT ss.session_id, sp.id, sp.name, sp.affiliation
        FROM session_speakers ss
        JOIN speakers sp ON sp.id = ss.speaker_id
        JOIN sessions s ON s.id = ss.session_id
        WHERE \(condition) ORDER BY ss.session_id, ss.position
        """, values)
      for row in speakerRows {
        guard let index = indexByID[try row.string(0)] else { continue }
        sessions[index].speakers.append(
          SessionRecord.Speaker(
            id: try row.string(1), name: try row.string(2),
            affiliation: try row.optionalString(3)))
      }
      return sessions
    }
  }
}
