import APIClient
import Testing

struct APIClientErrorTests {
  private static let request = "GET http://127.0.0.1:8080/api/v1/timetable"

  @Test(arguments: [
    APIError(status: 404, code: "day_not_found", message: "There is no day 9."),
    APIError(status: 404, code: "session_not_found", message: "There is no session 9."),
    APIError(status: 400, code: "bad_request", message: "day must be 1-3"),
    APIError(status: 503, code: "service_unavailable", message: "Try again."),
  ])
  func anAnswerOfTheAPIStaysAnAPIError(answer: APIError) {
    #expect(APIClientError(answer: answer, to: Self.request) == .api(answer))
  }

  @Test(arguments: [
    APIError(status: 404, code: "not_found", message: "There is no resource at /api/v1."),
    APIError(status: 404, code: "http_404", message: "the server answered 404 Not Found"),
  ])
  func aNotFoundWithoutAResourceCodeIsAnUnknownEndpoint(answer: APIError) {
    let error = APIClientError(answer: answer, to: Self.request)

    #expect(error == .unknownEndpoint(request: Self.request))
    #expect(
      error.description
        == "GET http://127.0.0.1:8080/api/v1/timetable answered 404 without an error code of the "
        + "conference API")
  }
}
