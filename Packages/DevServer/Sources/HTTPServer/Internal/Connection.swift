import Foundation
import HTTPTypes

/// Serves the requests of one accepted connection, in order, until it closes.
struct Connection {
  let descriptor: Int32
  let configuration: HTTPServerConfiguration
  let handler: @Sendable (HTTPRequest) async -> HTTPResponse

  /// Reads requests and writes answers until the client closes, asks to close, times out, sends
  /// something unreadable, or the server shuts the socket down.
  func serve() {
    var buffer: [UInt8] = []
    while true {
      guard let head = readHead(into: &buffer) else { return }
      do {
        guard try serveRequest(head: head, buffer: &buffer) else { return }
      } catch {
        send(error.response, isHead: false, isKeepAlive: false, isHTTP10: false)
        return
      }
    }
  }

  /// Sends `failure` and gives up on the connection; used when it cannot be served at all.
  func refuse(with failure: ProtocolFailure) {
    send(failure.response, isHead: false, isKeepAlive: false, isHTTP10: false)
  }

  /// Reads until a complete head is in `buffer`; returns its range, or `nil` when the
  /// connection is done (closed, timed out, or answered with 431).
  private func readHead(into buffer: inout [UInt8]) -> Range<Int>? {
    while true {
      if let head = RequestHeadParser.locateHead(in: buffer) {
        guard head.upperBound <= configuration.maximumHeadSize else {
          refuse(with: .headTooLarge(limit: configuration.maximumHeadSize))
          return nil
        }
        return head
      }
      if buffer.count > configuration.maximumHeadSize {
        refuse(with: .headTooLarge(limit: configuration.maximumHeadSize))
        return nil
      }
      let timeout = buffer.isEmpty ? configuration.idleTimeout : configuration.readTimeout
      guard case .bytes = Socket.read(descriptor, into: &buffer, timeout: timeout) else {
        return nil
      }
    }
  }

  /// Reads the body, calls the handler and writes the answer; returns `true` when the
  /// connection stays open.
  private func serveRequest(head range: Range<Int>, buffer: inout [UInt8]) throws(ProtocolFailure)
    -> Bool
  {
    let head = try RequestHeadParser.parse(buffer[range])
    let length = try RequestHeadParser.contentLength(
      of: head, limit: configuration.maximumBodySize)
    if head.expectsContinue && length > 0 && buffer.count < range.upperBound + length {
      guard Socket.write(descriptor, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else {
        return false
      }
    }
    while buffer.count < range.upperBound + length {
      guard case .bytes = Socket.read(descriptor, into: &buffer, timeout: configuration.readTimeout)
      else { return false }
    }
    let body = Data(buffer[range.upperBound..<(range.upperBound + length)])
    buffer.removeFirst(range.upperBound + length)
    guard
      let request = HTTPRequest(
        method: head.method, target: head.target, headers: head.headers, body: body)
    else {
      throw .badRequest("The request target must be a path such as /v1/timetable?day=1.")
    }
    let response = HandlerBridge.respond(to: request, with: handler)
    let isKeepAlive = head.isKeepAlive
    let isSent = send(
      response, isHead: head.method == .head, isKeepAlive: isKeepAlive,
      isHTTP10: head.minorVersion == 0)
    return isSent && isKeepAlive
  }

  @discardableResult
  private func send(_ response: HTTPResponse, isHead: Bool, isKeepAlive: Bool, isHTTP10: Bool)
    -> Bool
  {
    Socket.write(
      descriptor,
      ResponseSerializer.serialize(
        response, isHead: isHead, isKeepAlive: isKeepAlive, isHTTP10: isHTTP10))
  }
}
