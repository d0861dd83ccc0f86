import APIClient
import Foundation

extension APIClientError {
  /// Classifies an error thrown by `URLSession` for a request to `url`.
  ///
  /// Timeouts and cancellation keep their own cases; anything that means "no connection" becomes
  /// `.unreachable` naming the URL, and so does a connection that closed before a whole answer
  /// arrived (libcurl's "empty reply" and a truncated body: what a dropped connection looks
  /// like, which waiting can fix); an answer URLSession could not parse becomes
  /// `.invalidResponse`, and URLSession's own redirect limits `.redirectRefused`. Messages name the URL without its user, password, query or fragment,
  /// and another error only by its domain and code (its description may quote the full URL).
  init(mapping error: any Error, url: URL) {
    if error is CancellationError {
      self = .cancelled
      return
    }
    let place = url.redactedDescription
    guard let urlError = error as? URLError else {
      let nsError = error as NSError
      self = .unreachable(reason: "\(place): \(nsError.domain) error \(nsError.code)")
      return
    }
    switch urlError.code {
    case .timedOut:
      self = .timedOut
    case .cancelled, .userCancelledAuthentication:
      self = .cancelled
    case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
      self = .invalidResponse(reason: "\(place): \(Self.phrase(for: urlError.code))")
    case .badURL, .unsupportedURL:
      // A server address no request can be sent to: sending it again will not help.
      self = .invalidRequest(reason: "\(place): \(Self.phrase(for: urlError.code))")
    case .httpTooManyRedirects, .redirectToNonExistentLocation:
      // URLSession's own limits, behind the transport's redirect policy: no better next time.
      self = .redirectRefused(reason: "\(place): \(Self.phrase(for: urlError.code))")
    default:
      // `URLError.Code` is a struct of codes, not an enum: it cannot be switched over
      // exhaustively. Every other code is a failure to reach the server.
      self = .unreachable(reason: "\(place): \(Self.phrase(for: urlError.code))")
    }
  }

  private static func phrase(for code: URLError.Code) -> String {
    switch code {
    case .cannotConnectToHost: "could not connect (is the server running?)"
    case .cannotFindHost, .dnsLookupFailed: "host not found"
    case .networkConnectionLost: "the connection was lost"
    case .notConnectedToInternet: "not connected to a network"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "the secure connection failed"
    case .badURL, .unsupportedURL: "the URL is not supported"
    case .httpTooManyRedirects: "too many redirects"
    case .redirectToNonExistentLocation: "a redirect without a location"
    case .badServerResponse: "the connection closed before a whole answer arrived"
    case .cannotParseResponse: "the response could not be parsed"
    case .zeroByteResource: "the server closed the connection without a response"
    default: "URL error \(code.rawValue)"
    }
  }
}
