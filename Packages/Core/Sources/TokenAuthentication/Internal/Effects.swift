/// Work left for after the mutex is released.
struct Effects {
  var events: [TokenAuthenticationEvent] = []
  var resumptions: [(Waiter, WaiterOutcome)] = []
  var cancellations: [Task<Void, Never>] = []
  var isSessionExpired = false
  var storeWrite: StoreWrite?
}
