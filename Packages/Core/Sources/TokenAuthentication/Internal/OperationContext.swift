/// What an operation does.
enum OperationKind: Sendable, Equatable {
  case load
  case proactiveRefresh
  case reactiveRefresh
}

/// What an operation's task needs to know, fixed when it starts.
struct OperationContext: Sendable {
  let id: UInt64
  let kind: OperationKind
  /// The generation the operation replaces; its result applies only while this is current.
  let generation: UInt64
  let baseline: Credential?
  /// The monotonic instant recorded in the refresh window, if one was.
  let windowReservation: Duration?
}
