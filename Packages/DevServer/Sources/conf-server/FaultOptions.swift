/// The faults `--fault` asks for: `latency=MS,error-rate=P,drop-rate=P[,seed=N]`.
struct FaultOptions: Equatable {
  /// Delay before every answer.
  var latency: Duration = .zero
  /// Probability of a 503 answer with `Retry-After: 1`.
  var errorRate: Double = 0
  /// Probability that a connection closes without an answer (the request is not handled).
  var dropRate: Double = 0
  /// Seed of the draws; `nil` for a random one.
  var seed: UInt64?

  /// Parses the value of `--fault`; every key is optional, and the last of a repeated key wins.
  static func parse(_ text: String) throws(ServerOptions.UsageError) -> FaultOptions {
    var faults = FaultOptions()
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        throw ServerOptions.UsageError(
          message: "'\(item)' is not a fault for '--fault'; use latency=<ms>, "
            + "error-rate=<p>, drop-rate=<p> or seed=<n>.")
      }
      let (key, value) = (parts[0], parts[1])
      switch key {
      case "latency":
        guard let milliseconds = Int(value), (0...60_000).contains(milliseconds) else {
          throw ServerOptions.UsageError(
            message: "'\(item)' is not valid for '--fault': latency is whole milliseconds "
              + "from 0 to 60000.")
        }
        faults.latency = .milliseconds(milliseconds)
      case "error-rate", "drop-rate":
        guard let rate = Double(value), rate >= 0, rate <= 1 else {
          throw ServerOptions.UsageError(
            message: "'\(item)' is not valid for '--fault': a rate is a number from 0 to 1.")
        }
        if key == "error-rate" { faults.errorRate = rate } else { faults.dropRate = rate }
      case "seed":
        guard let seed = UInt64(value) else {
          throw ServerOptions.UsageError(
            message: "'\(item)' is not valid for '--fault': a seed is a whole number from 0 "
              + "to 18446744073709551615.")
        }
        faults.seed = seed
      default:
        throw ServerOptions.UsageError(
          message: "'\(key)' is not a fault for '--fault'; use latency=<ms>, "
            + "error-rate=<p>, drop-rate=<p> or seed=<n>.")
      }
    }
    return faults
  }
}
