import Foundation
import HTTPTypes
import Testing

@testable import HTTPServer

@Suite("ResponseSerializer")
struct ResponseSerializerTests {
  @Test("the server owns framing headers and strips CR and LF from the handler's")
  func framing() {
    let response = HTTPResponse(
      status: .ok,
      headers: [
        "Content-Length": "999", "Connection": "upgrade", "X-Evil": "a\r\nSet-Cookie: b",
      ],
      body: Data("hi".utf8))
    let text = String(
      decoding: ResponseSerializer.serialize(
        response, isHead: false, isKeepAlive: true, isHTTP10: false),
      as: UTF8.self)
    #expect(text == "HTTP/1.1 200 OK\r\nX-Evil: aSet-Cookie: b\r\nContent-Length: 2\r\n\r\nhi")
  }

  @Test("204 has no Content-Length; HEAD keeps the length without the body")
  func bodiless() {
    let noContent = ResponseSerializer.serialize(
      HTTPResponse(status: .noContent), isHead: false, isKeepAlive: false, isHTTP10: false)
    let head = ResponseSerializer.serialize(
      HTTPResponse(status: .ok, body: Data("abc".utf8)), isHead: true, isKeepAlive: true,
      isHTTP10: true)
    #expect(
      [String(decoding: noContent, as: UTF8.self), String(decoding: head, as: UTF8.self)]
        == [
          "HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n",
          "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nConnection: keep-alive\r\n\r\n",
        ])
  }
}
