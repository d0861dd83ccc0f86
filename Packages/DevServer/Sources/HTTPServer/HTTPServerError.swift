/// Why an `HTTPServer` could not start.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `start(port:)` was called on a server that is already running.
  case alreadyRunning(port: UInt16)
  /// A socket call failed; `call` names it and `code` is `errno`.
  case socketFailure(call: String, code: Int32, message: String)
  /// The port is taken by another process.
  case portInUse(UInt16)

  /// What happened and what to do about it.
  public var description: String {
    switch self {
    case .alreadyRunning(let port):
      "The server is already listening on port \(port). Call stop() before starting it again."
    case .socketFailure(let call, let code, let message):
      "The socket call \(call) failed with errno \(code) (\(message))."
    case .portInUse(let port):
      "Port \(port) on 127.0.0.1 is already in use. Choose another port, or 0 for any free one."
    }
  }
}
