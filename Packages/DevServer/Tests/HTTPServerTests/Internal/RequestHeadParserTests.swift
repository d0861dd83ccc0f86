import HTTPTypes
import Testing

@testable import HTTPServer

@Suite("RequestHeadParser")
struct RequestHeadParserTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("locates the head after leading empty lines, or nil while it is incomplete")
  func locate() {
    let request = Self.bytes("\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\nbody")
    #expect(RequestHeadParser.locateHead(in: request) == 2..<29)
    #expect(RequestHeadParser.locateHead(in: Self.bytes("GET / HTTP/1.1\r\nHost: x\r\n")) == nil)
  }

  @Test("parses the request line and headers, trimming values and keeping order")
  func parse() throws {
    let head = try RequestHeadParser.parse(
      ArraySlice(
        Self.bytes("PUT /v1/me?x=1 HTTP/1.1\r\nHost: a\r\nX-Two:  b c \t\r\nx-two: d\r\n\r\n")))
    #expect(
      head
        == RequestHead(
          method: .put, target: "/v1/me?x=1", minorVersion: 1,
          headers: HTTPHeaders([
            .init(name: "Host", value: "a"), .init(name: "X-Two", value: "b c"),
            .init(name: "x-two", value: "d"),
          ])))
  }

  @Test(
    "refuses malformed heads with 400",
    arguments: [
      "GET /\r\n\r\n",
      "GET  / HTTP/1.1\r\nHost: x\r\n\r\n",
      "G(T / HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n",
      "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\u{1}\r\n\r\n",
      "GET / HTTP/1.1\rHost: x\r\n\r\n",
      "GET /é HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
      "GET / HTTP/one\r\nHost: x\r\n\r\n",
    ])
  func malformed(head: String) {
    let failure = #expect(throws: ProtocolFailure.self) {
      try RequestHeadParser.parse(ArraySlice(Self.bytes(head)))
    }
    #expect(failure?.status == .badRequest && failure?.code == "bad_request")
  }

  @Test("keep-alive follows the version and the Connection header")
  func keepAlive() throws {
    let cases = [
      ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", true),
      ("GET / HTTP/1.1\r\nHost: x\r\nConnection: Keep-Alive, Close\r\n\r\n", false),
      ("GET / HTTP/1.0\r\n\r\n", false),
      ("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", true),
    ]
    var results: [Bool] = []
    for (text, _) in cases {
      results.append(try RequestHeadParser.parse(ArraySlice(Self.bytes(text))).isKeepAlive)
    }
    #expect(results == cases.map(\.1))
  }

  @Test(
    "Content-Length: absent, equal duplicates, invalid, conflicting, too large",
    arguments: [
      ([String](), 0, nil),
      (["5", "5"], 5, nil),
      (["5, 5"], 5, nil),
      (["5", "6"], nil, "bad_request"),
      (["+5"], nil, "bad_request"),
      ([""], nil, "bad_request"),
      (["11"], nil, "payload_too_large"),
      (["99999999999999999999999"], nil, "payload_too_large"),
    ] as [([String], Int?, String?)])
  func contentLength(values: [String], length: Int?, code: String?) {
    let head = RequestHead(
      method: .post, target: "/", minorVersion: 1,
      headers: HTTPHeaders(values.map { .init(name: "Content-Length", value: $0) }))
    do {
      let parsed = try RequestHeadParser.contentLength(of: head, limit: 10)
      #expect(parsed == length && code == nil)
    } catch {
      #expect(error.code == code && length == nil)
    }
  }

  @Test("any Transfer-Encoding is refused with 501")
  func transferEncoding() {
    let head = RequestHead(
      method: .post, target: "/", minorVersion: 1, headers: ["Transfer-Encoding": "chunked"])
    #expect(throws: ProtocolFailure.unsupportedTransferEncoding) {
      try RequestHeadParser.contentLength(of: head, limit: 10)
    }
  }
}
