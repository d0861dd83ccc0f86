import Domain
import Testing

struct AppErrorTests {
  @Test
  func saysWhatHappenedAndWhatToDoNext() {
    let offline = AppError.connectivity(.offline)

    #expect(
      [offline.description, offline.recoverySuggestion] == [
        "the conference backend cannot be reached, so the login could not be checked",
        "Check the network connection and try again.",
      ])
    #expect(
      AppError.connectivity(.unavailable(reason: "503")).description
        == "the login could not be checked: the conference backend failed: 503")
    #expect(
      AppError.storage(.failed(reason: "disk full")).description
        == "the login could not be checked: local storage failed: disk full")
  }

  @Test(arguments: [
    (AppError.connectivity(.offline), Recovery.retry, "offline"),
    (.connectivity(.unavailable(reason: "503")), .retry, "unavailable"),
    (.connectivity(.incompatible(reason: "HTML")), .contactSupport, "incompatible"),
    (.connectivity(.cancelled), Recovery.none, "cancelled"),
    (.storage(.failed(reason: "disk full")), .contactSupport, "storage_failed"),
  ])
  func takesTheRecoveryAndNameOfTheWrappedError(
    error: AppError, recovery: Recovery, analyticsName: String
  ) {
    #expect(error.recovery == recovery)
    #expect(error.analyticsName == analyticsName)
  }

  @Test
  func exposesOnlyConnectivityFailures() {
    #expect(AppError.connectivity(.offline).connectivity == .offline)
    #expect(AppError.storage(.failed(reason: "disk full")).connectivity == nil)
  }
}
