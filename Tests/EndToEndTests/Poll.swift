import Foundation

/// Checks `condition` until it holds or `deadline` seconds have passed; returns whether it held.
///
/// The one place an end-to-end test waits for something outside it (a line a child process
/// prints, a screen tmux shows): the pause between checks only spaces them out, it never stands
/// for an order. The deadline is generous, since it only matters when the condition never comes.
func poll(
  deadline: TimeInterval = 120, every interval: Duration = .milliseconds(20),
  until condition: () async throws -> Bool
) async throws -> Bool {
  let end = Date().addingTimeInterval(deadline)
  while true {
    if try await condition() { return true }
    guard Date() < end else { return false }
    try await Task.sleep(for: interval)
  }
}
