import APIClient
import Foundation
import Testing

@testable import APIClientImplementation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("APIClientError from URLSession's errors")
struct APIClientErrorURLErrorTests {
  private static let url = URL(string: "http://user:secret@127.0.0.1:8080/v1/timetable?day=1")

  @Test(
    "each URLError code lands on the case that says whether sending again can help",
    arguments: [
      (URLError.Code.timedOut, "timedOut"),
      (.cancelled, "cancelled"),
      (.badServerResponse, "unreachable"),
      (.zeroByteResource, "unreachable"),
      (.cannotParseResponse, "invalidResponse"),
      (.badURL, "invalidRequest"),
      (.unsupportedURL, "invalidRequest"),
      (.cannotConnectToHost, "unreachable"),
      (.cannotFindHost, "unreachable"),
      (.networkConnectionLost, "unreachable"),
    ])
  func mapsCodes(code: URLError.Code, expected: String) throws {
    let url = try #require(Self.url)
    let error = APIClientError(mapping: URLError(code), url: url)
    let name: String =
      switch error {
      case .unreachable: "unreachable"
      case .timedOut: "timedOut"
      case .cancelled: "cancelled"
      case .invalidResponse: "invalidResponse"
      case .responseTooLarge: "responseTooLarge"
      case .invalidRequest: "invalidRequest"
      case .localStorageFull: "localStorageFull"
      case .api: "api"
      case .unknownEndpoint: "unknownEndpoint"
      case .decoding: "decoding"
      case .encoding: "encoding"
      }
    #expect(name == expected)
    #expect(!error.description.contains("secret"))
  }

  @Test("a task's CancellationError is a cancelled request, never unreachable")
  func cancellation() throws {
    #expect(APIClientError(mapping: CancellationError(), url: try #require(Self.url)) == .cancelled)
  }
}
