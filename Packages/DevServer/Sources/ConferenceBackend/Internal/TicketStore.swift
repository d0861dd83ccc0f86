import Foundation
import HTTPTypes
import SQLite

/// Tickets: one per account, of a kind with limited stock, sold until check-in closes; checked
/// in once, from the start of day 1 to the end of the last day (`ConferenceCalendar`).
struct TicketStore {
  /// The kinds on sale and how many of each exist.
  static let stock = ["general": 500, "student": 100, "supporter": 1]

  let connection: SQLiteConnection
  let now: Date

  /// `GET /v1/me/tickets`: `{"tickets": [ticket]}`.
  func tickets(of accountID: String) throws(APIFailure) -> JSONValue {
    let rows = try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT id, kind, issued_at, checked_in_at FROM tickets WHERE account_id = ?1
        ORDER BY issued_at, id
        """, [.text(accountID)])
    }
    var tickets: [JSONValue] = []
    for row in rows {
      tickets.append(try Self.json(row))
    }
    return .object([.init("tickets", .array(tickets))])
  }

  /// `POST /v1/me/tickets`: 201 with the ticket; 400 for an unknown kind, 409 `already_owned`,
  /// 409 `sold_out`, 403 `sales_closed`.
  func purchase(kind: String, for accountID: String) throws(APIFailure) -> JSONValue {
    guard let total = Self.stock[kind] else {
      let kinds = Self.stock.keys.sorted().joined(separator: ", ")
      throw .badRequest("The field `kind` must be one of \(kinds), not \"\(kind)\".")
    }
    guard now < ConferenceCalendar.checkInClosesAt else {
      throw APIFailure(
        status: .forbidden, code: "sales_closed",
        message: "Ticket sales closed at the end of the conference.")
    }
    let outcome = try APIFailure.catchingStorageErrors {
      () throws(SQLiteError) -> Result<JSONValue, APIFailure> in
      try connection.transaction { () throws(SQLiteError) -> Result<JSONValue, APIFailure> in
        guard
          try connection.query(
            "SELECT 1 FROM tickets WHERE account_id = ?1", [.text(accountID)]
          ).isEmpty
        else {
          return .failure(
            APIFailure(
              status: .conflict, code: "already_owned",
              message: "This account already has a ticket; there is one per person."))
        }
        let counted = try connection.query(
          "SELECT count(*) FROM tickets WHERE kind = ?1", [.text(kind)])
        let sold = try counted.first?.int(0) ?? 0
        guard sold < total else {
          return .failure(
            APIFailure(
              status: .conflict, code: "sold_out",
              message: "\(kind.capitalized) tickets are sold out."))
        }
        let issuedAt = ConferenceCalendar.timestamp(now)
        try connection.query(
          "INSERT INTO tickets (account_id, kind, issued_at) VALUES (?1, ?2, ?3)",
          [.text(accountID), .text(kind), .text(issuedAt)])
        let row = try connection.query(
          "SELECT id, kind, issued_at, checked_in_at FROM tickets WHERE rowid = ?1",
          [.int(Int(connection.lastInsertRowID))])
        guard let row = row.first, let ticket = try? Self.json(row) else {
          return .failure(.storageFailure())
        }
        return .success(ticket)
      }
    }
    return try outcome.get()
  }

  /// `POST /v1/me/tickets/{id}/check-in`: 200 with the ticket; 404 `ticket_not_found`, 409
  /// `already_checked_in`, 403 `check_in_not_open` (with `opens_at` before it opens).
  func checkIn(ticketID: String, for accountID: String) throws(APIFailure) -> JSONValue {
    guard let number = Self.number(of: ticketID) else { throw Self.ticketNotFound(ticketID) }
    let outcome = try APIFailure.catchingStorageErrors {
      () throws(SQLiteError) -> Result<JSONValue, APIFailure> in
      try connection.transaction { () throws(SQLiteError) -> Result<JSONValue, APIFailure> in
        let select = "SELECT id, kind, issued_at, checked_in_at FROM tickets WHERE id = ?1"
        let found = try connection.query(
          select + " AND account_id = ?2", [.int(number), .text(accountID)]
        ).first
        guard let found else { return .failure(Self.ticketNotFound(ticketID)) }
        if (try? found.optionalString(3)) != nil {
          return .failure(
            APIFailure(
              status: .conflict, code: "already_checked_in",
              message: "Ticket \(ticketID) is already checked in."))
        }
        if now < ConferenceCalendar.checkInOpensAt {
          let opensAt = ConferenceCalendar.timestamp(ConferenceCalendar.checkInOpensAt)
          return .failure(
            APIFailure(
              status: .forbidden, code: "check_in_not_open",
              message: "Check-in opens at \(opensAt).",
              details: [.init("opens_at", .string(opensAt))]))
        }
        guard now < ConferenceCalendar.checkInClosesAt else {
          return .failure(
            APIFailure(
              status: .forbidden, code: "check_in_not_open",
              message: "Check-in closed at the end of the conference."))
        }
        try connection.query(
          "UPDATE tickets SET checked_in_at = ?1 WHERE id = ?2",
          [.text(ConferenceCalendar.timestamp(now)), .int(number)])
        guard let row = try connection.query(select, [.int(number)]).first,
          let ticket = try? Self.json(row)
        else { return .failure(.storageFailure()) }
        return .success(ticket)
      }
    }
    return try outcome.get()
  }

  /// `T-0001` for row 1; `nil` for anything else.
  private static func number(of ticketID: String) -> Int? {
    guard ticketID.hasPrefix("T-"), ticketID.count <= 12 else { return nil }
    let digits = ticketID.dropFirst(2)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }

  private static func identifier(_ number: Int) -> String {
    let digits = String(number)
    return "T-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func ticketNotFound(_ id: String) -> APIFailure {
    APIFailure(status: .notFound, code: "ticket_not_found", message: "There is no ticket \(id).")
  }

  /// `{id, kind, status, issued_at, checked_in_at}` from `id, kind, issued_at, checked_in_at`.
  private static func json(_ row: SQLiteRow) throws(APIFailure) -> JSONValue {
    let number: Int
    let kind: String
    let issuedAt: String
    let checkedInAt: String?
    do {
      number = try row.int(0)
      kind = try row.string(1)
      issuedAt = try row.string(2)
      checkedInAt = try row.optionalString(3)
    } catch {
      throw .storageFailure()
    }
    return .object([
      .init("id", .string(identifier(number))),
      .init("kind", .string(kind)),
      .init("status", .string(checkedInAt == nil ? "valid" : "checked_in")),
      .init("issued_at", .string(issuedAt)),
      .init("checked_in_at", .string(checkedInAt)),
    ])
  }
}
