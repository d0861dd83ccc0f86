import Testing

/// Suspends until `condition` holds, checking it every millisecond; records an issue naming
/// `what` when it still does not hold after `deadline`, which only bounds a test gone wrong
/// (it is generous, so a busy machine never reaches it).
func eventually(
  _ what: String, within deadline: Duration = .seconds(120), _ condition: () -> Bool
) async {
  let end = ContinuousClock.now + deadline
  while !condition() {
    guard ContinuousClock.now < end else {
      Issue.record("never happened within \(deadline): \(what)")
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}
