public import Domain
public import Foundation

extension TicketsViewModel {
  /// One line describing `ticket`, as `conf tickets` and the app's Tickets tab show it:
  /// `T-0001  general  valid`, or `T-0001  general  checked in at 10:20 on 2027-03-10
  /// (Asia/Tokyo, UTC+09:00)` with the time in `zone`.
  public static func line(for ticket: Ticket, in zone: TimeZone) -> String {
    let formatter = ConferenceTimeFormatter(timeZone: zone)
    let status =
      ticket.checkedInAt.map {
        "checked in at \(formatter.time(of: $0)) on \(formatter.day(of: $0)) "
          + "(\(formatter.zoneLabel(at: $0)))"
      } ?? "valid"
    return "\(ticket.id.rawValue)  \(ticket.kind.rawValue)  \(status)"
  }

  /// The outcome of the last purchase or check-in, as `conf ticket` and the app's Tickets tab
  /// say it: `Bought: <line>`, `Checked in: <line>` or `Already checked in: <line>` with the
  /// ticket's line in `zone`; `nil` in any other state.
  public func outcomeLine(in zone: TimeZone) -> String? {
    switch state {
    case .purchased(let ticket):
      "Bought: " + Self.line(for: ticket, in: zone)
    case .checkedIn(let result):
      (result.wasAlreadyCheckedIn ? "Already checked in: " : "Checked in: ")
        + Self.line(for: result.ticket, in: zone)
    case .idle, .working, .loaded, .failed:
      nil
    }
  }
}
