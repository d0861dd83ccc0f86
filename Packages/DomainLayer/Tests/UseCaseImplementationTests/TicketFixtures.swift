import Domain
import Entity
import Foundation

/// Sample tickets shared by the ticket tests, written out both as the backend sends them and
/// as the domain reads them.
enum TicketFixtures {
  /// 2027-03-09T09:00:00+09:00, when the sample tickets were issued.
  static let issuedAt = Date(timeIntervalSince1970: 1_804_550_400)
  /// 2027-03-10T09:30:00+09:00, when the checked-in sample was checked in.
  static let checkedInAt = Date(timeIntervalSince1970: 1_804_638_600)

  /// Ticket `T-0001` of `kind` as the backend sends it, valid or checked in.
  static func entity(
    kind: String = "general", isCheckedIn: Bool = false,
    issuedAt: String = "2027-03-09T09:00:00+09:00"
  ) -> TicketEntity {
    TicketEntity(
      id: "T-0001", kind: kind, status: isCheckedIn ? "checked_in" : "valid", issuedAt: issuedAt,
      checkedInAt: isCheckedIn ? "2027-03-10T09:30:00+09:00" : nil)
  }
}
