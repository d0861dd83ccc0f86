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
      (.httpTooManyRedirects, "redirectRefused"),
      (.redirectToNonExistentLocation, "redirectRefused"),
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
      case .redirectRefused: "redirectRefused"
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

  @Test("too many redirects are said in words, not as a URL error number")
  func tooManyRedirectsInWords() throws {
    let error = APIClientError(
      mapping: URLError(.httpTooManyRedirects), url: try #require(Self.url))
    #expect(
      error == .redirectRefused(reason: "http://127.0.0.1:8080/v1/timetable: too many redirects"))
  }

  @Test("a task's CancellationError is a cancelled request, never unreachable")
  func cancellation() throws {
    #expect(APIClientError(mapping: CancellationError(), url: try #require(Self.url)) == .cancelled)
  }
}
