import Foundation
import SQLite

/// Analytics events sent by clients, kept as received. A batch is all or nothing; an event whose
/// `id` was received before is counted as a duplicate and not stored again, so a client may
/// resend a batch it is unsure about.
struct AnalyticsStore {
  /// The most events one request may carry.
  static let batchLimit = 500

  let connection: SQLiteConnection
  let now: Date

  /// `POST /v1/analytics/events` with `{"events": [{id, name, layer, timestamp, properties}]}`:
  /// 202 `{"accepted": n, "duplicates": m}`.
  func record(_ body: RequestBody, accountID: String?) throws(APIFailure) -> JSONValue {
    let events = try body.objects("events")
    guard events.count <= Self.batchLimit else {
      throw .badRequest("A batch holds at most \(Self.batchLimit) events, not \(events.count).")
    }
    var rows: [[SQLiteValue]] = []
    for (index, event) in events.enumerated() {
      rows.append(try Self.row(event, at: index, accountID: accountID, receivedAt: now))
    }
    let accepted = try APIFailure.catchingStorageErrors { () throws(SQLiteError) -> Int in
      try connection.transaction { () throws(SQLiteError) -> Int in
        var accepted = 0
        for row in rows {
          try connection.query(
            """
            INSERT INTO analytics_events
              (event_id, account_id, name, layer, timestamp, properties, received_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (event_id) DO NOTHING
            """, row)
          accepted += try connection.query("SELECT changes()").first?.int(0) ?? 0
        }
        return accepted
      }
    }
    return .object([
      .init("accepted", .int(accepted)), .init("duplicates", .int(rows.count - accepted)),
    ])
  }

  /// The stored values of one event, checked field by field.
  private static func row(
    _ event: [String: Any], at index: Int, accountID: String?, receivedAt: Date
  ) throws(APIFailure) -> [SQLiteValue] {
    func text(_ name: String, maximum: Int = 200) throws(APIFailure) -> String {
      guard let value = event[name] as? String, !value.isEmpty, value.count <= maximum else {
        throw .badRequest(
          "The field `events[\(index)].\(name)` must be a non-empty string of at most "
            + "\(maximum) characters.")
      }
      return value
    }
    let layer = try text("layer")
    guard layer == "ui" || layer == "domain" else {
      throw .badRequest("The field `events[\(index)].layer` must be \"ui\" or \"domain\".")
    }
    let properties = event["properties"] ?? [String: Any]()
    guard let values = properties as? [String: Any], values.values.allSatisfy({ $0 is String }),
      let json = try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys])
    else {
      throw .badRequest(
        "The field `events[\(index)].properties` must be an object of strings.")
    }
    return [
      .text(try text("id")), .text(accountID), .text(try text("name")), .text(layer),
      .text(try text("timestamp")), .text(String(decoding: json, as: UTF8.self)),
      .text(ConferenceCalendar.timestamp(receivedAt)),
    ]
  }
}
