import Domain
import Entity
import Foundation
import Repository

extension ConnectivityError {
  /// The connectivity failure a data-layer failure of the conference backend means, for the
  /// cases every feature treats alike: see `init(_:at:)`.
  init(_ error: RepositoryError) {
    self.init(error, at: .backend)
  }

  /// The connectivity failure a data-layer failure at `place` means: no answer is `.offline`, a
  /// cancelled call `.cancelled`, a failing or overloaded source `.unavailable`, and anything
  /// waiting cannot fix (a refusal the call does not expect, an unreadable answer, a request
  /// that cannot be sent, a server without the conference API, or a "not found" or login
  /// answer where the call expects neither) `.incompatible`.
  ///
  /// The reasons are worded for the backend (`CONF_SERVER`, "the backend refused the request")
  /// or, for an added conference's website or file, for a published programme.
  init(_ error: RepositoryError, at place: Place) {
    let isBackend = place == .backend
    let source = isBackend ? "the backend" : "the server"
    let problem: Problem =
      switch error {
      case .offline:
        .offline
      case .cancelled:
        .cancelled
      case .serverFailure(let reason):
        .unavailable(reason: reason)
      case .rejected(.other(let reason)):
        .incompatible(reason: "\(source) refused the request \(reason)")
      case .rejected(let refusal):
        .incompatible(reason: "\(source) refused the request: \(refusal)")
      case .notYetOpen(let opensAt):
        .incompatible(reason: "\(source) refused the request until \(opensAt)")
      case .unreadableResponse(let reason):
        .incompatible(reason: isBackend ? "unexpected response: \(reason)" : reason)
      case .invalidRequest(let reason):
        .incompatible(reason: isBackend ? "the request cannot be sent: \(reason)" : reason)
      case .unknownEndpoint(let request):
        .incompatible(
          reason: isBackend
            ? "CONF_SERVER does not look like a conference backend: \(request) was not found"
            : "\(request) was not found")
      case .notFound(let missing):
        .incompatible(reason: "\(source) has no such resource (\(missing))")
      case .storage(let reason), .storageFull(let reason):
        .incompatible(reason: "the local store failed: \(reason)")
      case .notAuthenticated, .loginExpired, .invalidCredentials, .credentialsRefused:
        .incompatible(reason: "\(source) asked for a login where none is needed")
      }
    self.init(problem, at: place)
  }
}

extension ConnectivityError.Place {
  /// The place of a conference whose programme comes from `source` as the person gave it (a
  /// listing's source): an `http(s)://` address is its website, by host and port (as
  /// `LiveProgrammeFeedAPIClient.origin` names it), anything else its file; `nil` (the demo
  /// conference) is the backend.
  init(source: String?) {
    guard let source else {
      self = .backend
      return
    }
    let text = source.trimmingCharacters(in: .whitespacesAndNewlines)
    let lowercased = text.lowercased()
    guard lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://"),
      let url = URL(string: text), let name = url.host(), !name.isEmpty
    else {
      self = .file(path: text)
      return
    }
    let host = name.contains(":") ? "[\(name)]" : name
    self = .website(host: url.port.map { "\(host):\($0)" } ?? host)
  }

  /// The place a programme read from `origin` is about.
  init(_ origin: ProgrammeOriginEntity) {
    switch origin {
    case .backend: self = .backend
    case .website(let host): self = .website(host: host)
    case .file(let path): self = .file(path: path)
    }
  }
}
