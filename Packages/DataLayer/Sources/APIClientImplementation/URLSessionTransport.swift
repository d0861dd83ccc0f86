public import APIClient
public import Foundation
public import HTTPTypes

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// Sends requests to a real server over HTTP with `URLSession`.
///
/// The request's path and query are appended to `baseURL` (keeping any path the base URL has,
/// such as `/api`). Every HTTP status is returned as a response; only a missing response throws.
///
/// - **Sent once.** A request whose method is not idempotent (`HTTPMethod.idempotent`: a POST)
///   goes out on a connection of its own, opened for it and closed after it. libcurl, below
///   URLSession on Linux, sends a request again by itself when a connection it reused closes
///   before any answer arrives; a proxy that applies a POST and then drops the connection had a
///   check-in applied twice that way. Idempotent requests share a session and its connections:
///   what libcurl may send again there may be sent again.
/// - **Bounded.** An answer's body is read up to `maximumResponseSize` bytes; a longer one is
///   abandoned, on its head when its `Content-Length` says so, else as it arrives, so a backend
///   that streams without end costs at most that much memory.
/// - **Decided early.** An HTTP authentication challenge (401 with `WWW-Authenticate`) is
///   returned as the answer at once (no login is ever sent); redirects are followed only to
///   `http(s)` addresses, at most ten, without loops, and never to another server with the
///   request's login or body.
public final class URLSessionTransport: HTTPTransport {
  /// The server's base URL, for example `http://127.0.0.1:8080`.
  public let baseURL: URL
  /// URLSession's timeout for a request (`URLRequest.timeoutInterval`), after which it fails with
  /// `APIClientError.timedOut`.
  ///
  /// Not a dependable deadline for the whole exchange: on Apple platforms it is an idle timeout
  /// (a server that keeps sending slowly can take longer), and `timeoutIntervalForResource` is
  /// ignored by swift-corelibs-foundation. Cancel the calling task to bound the total time, as
  /// `RetryingTransport`'s deadline does; cancelling is safe at any moment.
  public let timeout: Duration
  /// The longest answer body read, in bytes: 8 MiB by default, four times FOSDEM 2020's
  /// published `schedule.xml` (2.1 MB, 872 events), and small enough that a `conf` reading an
  /// endless answer stays under 50 MB.
  public let maximumResponseSize: Int

  private let configuration: URLSessionConfiguration
  private let delegate = ExchangeDelegate()
  private let sharedSession: URLSession

  /// Creates a transport with sessions of its own (``makeSessionConfiguration()``: no cookies,
  /// no cache), so callers need not import FoundationNetworking.
  public init(
    baseURL: URL, timeout: Duration = .seconds(30), maximumResponseSize: Int = 8 << 20
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maximumResponseSize = maximumResponseSize
    configuration = Self.makeSessionConfiguration()
    sharedSession = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    sharedSession.finishTasksAndInvalidate()
  }

  /// An ephemeral configuration with no `URLCache` at all: the API's answers are never served
  /// from a cache, and no task can be cancelled in the window where swift-corelibs-foundation
  /// looks it up in the cache on a background queue before it has a protocol (cancelling it
  /// then traps in the session's task registry: `Trying to access a behaviour for a task that
  /// in not in the registry`, which a deadline or Ctrl-C can do at any moment).
  public static func makeSessionConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return configuration
  }

  /// Sends `request` and returns the server's answer, whatever its status.
  ///
  /// - Throws: `APIClientError.timedOut` when nothing moved for `timeout`, `.cancelled` when the
  ///   calling task is cancelled, `.unreachable` when no connection could be made or it was lost
  ///   before a whole answer arrived, `.invalidResponse` when the answer was not HTTP,
  ///   `.responseTooLarge` when its body is longer than `maximumResponseSize`,
  ///   `.redirectRefused` when it redirects where it is not followed, and
  ///   `.invalidRequest` when no URL can be built for the request (nothing is sent then).
  public func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    let url = try makeURL(for: request)
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.timeoutInterval = timeout.timeInterval
    for field in request.headers {
      urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
    }
    if !request.body.isEmpty {
      urlRequest.httpBody = request.body
    }
    let isIdempotent = HTTPMethod.idempotent.contains(request.method)
    let session =
      isIdempotent
      ? sharedSession
      : URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    defer { if !isIdempotent { session.finishTasksAndInvalidate() } }
    let data: Data
    let response: URLResponse
    switch await delegate.data(for: urlRequest, in: session, limit: maximumResponseSize) {
    case .answered(let body, let answer):
      (data, response) = (body, answer)
    case .tooLarge(let limit):
      throw .responseTooLarge(reason: "\(url.redactedDescription): over \(limit) bytes")
    case .redirectRefused(let reason):
      throw .redirectRefused(reason: reason)
    case .failed(let error):
      throw APIClientError(mapping: error, url: url)
    }
    guard let httpResponse = response as? HTTPURLResponse else {
      throw .invalidResponse(reason: "\(url.redactedDescription): not an HTTP response")
    }
    return HTTPResponse(
      status: HTTPStatus(rawValue: httpResponse.statusCode),
      headers: Self.headers(of: httpResponse),
      body: data
    )
  }

  /// The method and the URL without user, password, query or fragment, for example
  /// `GET http://127.0.0.1:8080/api/v1/timetable`.
  public func description(of request: HTTPRequest) -> String {
    let url =
      (try? makeURL(for: request))?.redactedDescription
      ?? baseURL.redactedDescription + request.target.prefix { $0 != "?" }
    return "\(request.method) \(url)"
  }

  /// The absolute URL for `request`: `baseURL` (keeping its path, without a trailing slash)
  /// followed by the request's percent-encoded path and query.
  ///
  /// - Throws: `APIClientError.invalidRequest` when the two do not make a URL; the request is never
  ///   sent somewhere else instead.
  func makeURL(for request: HTTPRequest) throws(APIClientError) -> URL {
    let target = request.target
    let targetPath = target.prefix { $0 != "?" }
    let failure = APIClientError.invalidRequest(
      reason: "no URL can be built from \(baseURL.redactedDescription) and the path \(targetPath)")
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      throw failure
    }
    let query = target.dropFirst(targetPath.count + 1)
    var basePath = components.percentEncodedPath
    while basePath.hasSuffix("/") {
      basePath.removeLast()
    }
    components.percentEncodedPath = basePath + targetPath
    components.percentEncodedQuery = query.isEmpty ? nil : String(query)
    components.fragment = nil
    guard let url = components.url else { throw failure }
    return url
  }

  private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
    let fields = response.allHeaderFields.compactMap { name, value -> HTTPHeaders.Field? in
      guard let name = name as? String else { return nil }
      return HTTPHeaders.Field(name: name, value: "\(value)")
    }
    return HTTPHeaders(fields.sorted { $0.name.lowercased() < $1.name.lowercased() })
  }
}
