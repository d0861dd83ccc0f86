import HTTPTypes
import Testing

@Suite("HTTPHeaders")
struct HTTPHeadersTests {
  @Test("lookup ignores case and setting replaces every field of that name")
  func replacesFields() {
    var headers: HTTPHeaders = ["Content-Type": "text/plain"]
    headers.add(name: "content-type", value: "application/json")
    #expect(headers["CONTENT-TYPE"] == "text/plain")
    headers["Content-Type"] = "application/json"
    #expect(Array(headers) == [HTTPHeaders.Field(name: "Content-Type", value: "application/json")])
    headers["content-type"] = nil
    #expect(headers.count == 0)
  }

  @Test(
    "status codes classify success and carry reason phrases",
    arguments: [
      (200, true, "200 OK"), (204, true, "204 No Content"), (404, false, "404 Not Found"),
    ]
  )
  func classifiesStatus(code: Int, isSuccess: Bool, description: String) {
    let status = HTTPStatus(rawValue: code)
    #expect(status.isSuccess == isSuccess)
    #expect(status.description == description)
  }
}
