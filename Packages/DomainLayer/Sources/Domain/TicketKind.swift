/// What kind of ticket: the kinds on sale (api.md).
public enum TicketKind: String, Sendable, Equatable, CaseIterable {
  /// A general admission ticket.
  case general
  /// A student ticket.
  case student
  /// A supporter ticket (limited).
  case supporter
}
