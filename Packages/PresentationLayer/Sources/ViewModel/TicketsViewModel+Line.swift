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
}
