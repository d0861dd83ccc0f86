import ConferenceBackend
import Foundation
import HTTPTypes
import Testing

@Suite("docs/openapi.yaml against the backend")
struct OpenAPIDocumentTests {
  /// Every `path method` the backend routes.
  private static let routes: Set<String> = [
    "/v1/conference get", "/v1/timetable get", "/v1/sessions get", "/v1/sessions/{id} get",
    "/v1/auth/login post",
    "/v1/auth/refresh post", "/v1/auth/logout post", "/v1/me get", "/v1/me/phone-number put",
    "/v1/me/onboarding put", "/v1/me/bookmarks get", "/v1/me/bookmarks/{id} put",
    "/v1/me/bookmarks/{id} delete", "/v1/me/tickets get", "/v1/me/tickets post",
    "/v1/me/tickets/{id}/check-in post", "/v1/analytics/events post",
  ]

  /// The `path method` pairs the document declares, read line by line (paths sit at two
  /// spaces of indentation, methods at four).
  private static func documentedOperations() throws -> Set<String> {
    let document = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().appendingPathComponent("../../../../docs/openapi.yaml")
    let text = try String(contentsOf: document, encoding: .utf8)
    var operations: Set<String> = []
    var path: String?
    for line in text.components(separatedBy: "\n") {
      let indentation = line.prefix { $0 == " " }.count
      let content = line.trimmingCharacters(in: .whitespaces)
      if indentation == 0 && !content.isEmpty {
        path = nil
      } else if indentation == 2 && content.hasPrefix("/") && content.hasSuffix(":") {
        path = String(content.dropLast())
      } else if indentation == 4, let path, ["get:", "post:", "put:", "delete:"].contains(content) {
        operations.insert("\(path) \(content.dropLast())")
      }
    }
    return operations
  }

  @Test("the document declares exactly the operations the backend routes")
  func operations() throws {
    #expect(try Self.documentedOperations() == Self.routes)
  }

  @Test("every documented operation is routed: never 404 not_found or 405")
  func routed() async throws {
    let backend = try TestBackend.make()
    var unrouted: [String] = []
    for operation in try Self.documentedOperations().sorted() {
      let parts = operation.split(separator: " ")
      let path = parts[0].replacingOccurrences(of: "{id}", with: "101")
      let response = await backend.handle(
        HTTPRequest(method: HTTPMethod(rawValue: parts[1].uppercased()), path: path))
      let code = try? TestBackend.error(in: response).error.code
      if code == "not_found" || response.status == .methodNotAllowed {
        unrouted.append(operation)
      }
    }
    #expect(unrouted == [])
  }
}
