/// The single operation in flight and the callers waiting for it.
struct PendingOperation {
  let context: OperationContext
  var waiters: [UInt64: Waiter]
  var task: Task<Void, Never>?
  var timer: Task<Void, Never>?
}
