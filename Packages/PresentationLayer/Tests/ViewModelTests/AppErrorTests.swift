import Domain
import Testing
import ViewModel

struct AppErrorTests {
  @Test(arguments: [
    (SessionError.offline, AppError.offline),
    (
      .unavailable(reason: "the backend failed: 500"),
      .unavailable(reason: "the backend failed: 500")
    ),
    (.expired, .unavailable(reason: "your session expired")),
  ])
  func comesFromTheSessionCheck(error: SessionError, expected: AppError) {
    #expect(AppError(error) == expected)
  }

  @Test
  func saysWhatHappenedAndWhatToDoNext() {
    #expect(
      [AppError.offline.description, AppError.offline.recoverySuggestion] == [
        "the conference backend cannot be reached, so the login could not be checked",
        "Check the network connection and try again.",
      ])
    #expect(
      AppError.unavailable(reason: "disk full").description
        == "the login could not be checked: disk full")
  }
}
