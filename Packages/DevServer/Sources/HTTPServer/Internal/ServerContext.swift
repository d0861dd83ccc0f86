import HTTPTypes
import Synchronization

/// What every event loop of one running server shares: the settings, the handler, the loops'
/// handles and the count of open connections. Immutable but for the atomic count.
final class ServerContext: Sendable {
  let configuration: HTTPServerConfiguration
  /// What every deadline is measured with.
  let clock: HTTPServerClock
  /// `configuration.maximumConnections`, lowered to what the descriptor limit allows.
  let connectionLimit: Int
  let handler: @Sendable (HTTPRequest) async -> HTTPResponse
  let loops: [EventLoopHandle]
  let dice: FaultDice
  /// Connections admitted and not yet closed, across every loop.
  let openConnections = Atomic<Int>(0)

  init(
    configuration: HTTPServerConfiguration, clock: HTTPServerClock, connectionLimit: Int,
    handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse, loops: [EventLoopHandle]
  ) {
    self.configuration = configuration
    self.clock = clock
    self.connectionLimit = connectionLimit
    self.handler = handler
    self.loops = loops
    self.dice = FaultDice(rate: configuration.dropRate, seed: configuration.faultSeed)
  }

  /// How often a loop checks its connections' deadlines: a tenth of the shortest deadline,
  /// between 5 and 100 milliseconds.
  var sweepInterval: Duration {
    let shortest =
      [
        configuration.idleTimeout, configuration.headTimeout, configuration.bodyTimeout,
        configuration.writeTimeout,
      ].min() ?? .seconds(1)
    return min(max(shortest / 10, .milliseconds(5)), .milliseconds(100))
  }
}
