import APIClient
import Repository

extension RepositoryError {
  /// The repository error for an API failure that no cached copy can stand in for: the one
  /// place the backend's statuses and codes are read.
  ///
  /// A 404 of the API (a resource it does not have) is `.notFound` naming what is missing, any
  /// other 404 `.unknownEndpoint`; 5xx, 408 and 429 (wait and ask again) `.serverFailure`; an
  /// answer naming when the action opens `.notYetOpen`; the refusals the API's codes name
  /// (`already_owned`, `sold_out`, `sales_closed`, `already_checked_in`, `check_in_not_open`,
  /// `invalid_phone_number`, and 401 `invalid_token` for the access token) their own
  /// `.rejected` reason, other error statuses
  /// `.rejected(.other)`; no connection or no answer in time is `.offline`, a malformed answer
  /// `.serverFailure`, a cancelled request `.cancelled`, a request that cannot be built or sent
  /// `.invalidRequest`, the embedded backend's full disk (the local one) `.storageFull`, and an
  /// answer that cannot be used (a success that does not decode, a body over the size limit, a
  /// redirect that is not followed) `.unreadableResponse`: waiting does not change those.
  init(_ error: APIClientError) {
    switch error {
    case .cancelled:
      self = .cancelled
    case .unreachable, .timedOut:
      self = .offline(reason: error.description)
    case .invalidResponse(let reason):
      self = .serverFailure(reason: "invalid response: \(reason)")
    case .responseTooLarge(let reason):
      self = .unreadableResponse(reason: "the answer is too large: \(reason)")
    case .redirectRefused(let reason):
      self = .unreadableResponse(reason: reason)
    case .invalidRequest(let reason):
      self = .invalidRequest(reason: reason)
    case .localStorageFull(let reason):
      self = .storageFull(reason: reason)
    case .unknownEndpoint(let request):
      self = .unknownEndpoint(request: request)
    case .api(let answer) where answer.status == 404:
      self = .notFound(Self.missing(answer.code))
    case .api(let answer) where answer.status < 500 && answer.opensAt != nil:
      self = .notYetOpen(opensAt: answer.opensAt ?? "")
    case .api(let answer) where answer.status == 408 || answer.status == 429:
      self = .serverFailure(
        reason: "the backend is busy (\(answer.status) \(answer.code)): \(answer.message)")
    case .api(let answer) where answer.status >= 500:
      self = .serverFailure(reason: answer.description)
    case .api(let answer):
      self = .rejected(Self.refusal(answer))
    case .decoding(let reason):
      self = .unreadableResponse(reason: reason)
    case .encoding(let reason):
      self = .invalidRequest(reason: reason)
    }
  }

  /// What a 404's code says is missing.
  private static func missing(_ code: String) -> Missing {
    switch code {
    case "day_not_found": .day
    case "session_not_found": .session
    case "ticket_not_found": .ticket
    default: .other(code)
    }
  }

  /// What a refusal's status and code mean.
  private static func refusal(_ answer: APIError) -> Refusal {
    switch (answer.status, answer.code) {
    case (409, "already_owned"): .alreadyOwned
    case (409, "sold_out"): .soldOut
    case (403, "sales_closed"): .salesClosed
    case (409, "already_checked_in"): .alreadyCheckedIn
    case (403, "check_in_not_open"): .checkInClosed
    case (422, "invalid_phone_number"): .invalidPhoneNumber(reason: answer.message)
    case (401, "invalid_token"): .accessToken
    default: .other(reason: "(\(answer.status) \(answer.code)): \(answer.message)")
    }
  }
}
