import APIClient
import Foundation
import Testing

struct APIErrorTests {
  @Test(arguments: [
    (401, "invalid_token", true, false),
    (401, "invalid_grant", false, true),
    (400, "invalid_grant", false, true),
    (403, "invalid_grant", false, false),
    (401, "invalid_credentials", false, false),
    (400, "bad_request", false, false),
  ])
  func classifiesTheAuthenticationAnswers(
    status: Int, code: String, isInvalidToken: Bool, isInvalidGrant: Bool
  ) {
    let error = APIError(status: status, code: code, message: "")

    #expect([error.isInvalidToken, error.isInvalidGrant] == [isInvalidToken, isInvalidGrant])
  }

  @Test(arguments: [
    (404, "day_not_found", true),
    (404, "session_not_found", true),
    (404, "ticket_not_found", true),
    (404, "not_found", false),
    (404, "http_404", false),
    (404, "page_not_found", false),
    (410, "session_not_found", false),
  ])
  func onlyTheAPIsNotFoundCodesMeanANoSuchResource(status: Int, code: String, expected: Bool) {
    #expect(APIError(status: status, code: code, message: "").isResourceNotFound == expected)
  }
}

/// The data layer reads the backend's not-found codes from one list, checked against the API's
/// contract (`docs/openapi.yaml`), where the backend's codes are documented.
@Suite("APIError's not-found codes are the contract's")
struct APIErrorContractTests {
  @Test("resourceNotFoundCodes is exactly the …_not_found codes docs/openapi.yaml documents")
  func notFoundCodesAreTheContracts() throws {
    let repository = (0..<5).reduce(URL(filePath: #filePath)) { url, _ in
      url.deletingLastPathComponent()
    }
    let contract = try String(
      contentsOf: repository.appending(path: "docs/openapi.yaml"), encoding: .utf8)
    let documented = Set(
      contract.matches(of: /[a-z]+(?:_[a-z]+)*_not_found/).map { String($0.output) })
    #expect(APIError.resourceNotFoundCodes == documented)
  }
}
