import APIClient
import Entity
import Testing

/// A `TicketAPIClient` whose answers the test sets; any call the test did not set records an
/// issue and fails.
struct FakeTicketAPIClient: TicketAPIClient {
  var tickets: @Sendable (String) async throws(APIClientError) -> TicketListEntity = {
    _ throws(APIClientError) in throw unexpected("tickets()")
  }
  var purchaseTicket: @Sendable (String, String) async throws(APIClientError) -> TicketEntity = {
    kind, _ throws(APIClientError) in throw unexpected("purchaseTicket(kind: \(kind))")
  }
  var checkIn: @Sendable (String, String) async throws(APIClientError) -> TicketEntity = {
    id, _ throws(APIClientError) in throw unexpected("checkIn(ticketID: \(id))")
  }

  func tickets(accessToken: String) async throws(APIClientError) -> TicketListEntity {
    try await tickets(accessToken)
  }

  func purchaseTicket(
    kind: String, accessToken: String
  ) async throws(APIClientError) -> TicketEntity {
    try await purchaseTicket(kind, accessToken)
  }

  func checkIn(ticketID: String, accessToken: String) async throws(APIClientError) -> TicketEntity {
    try await checkIn(ticketID, accessToken)
  }
}

private func unexpected(_ call: String) -> APIClientError {
  Issue.record("unexpected API call: \(call)")
  return .encoding(reason: "unexpected call \(call)")
}
