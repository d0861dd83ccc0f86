import Domain
import Testing

struct StorageErrorTests {
  @Test
  func saysWhatFailedAndThatWaitingDoesNotHelp() {
    let error = StorageError.failed(reason: "the cache is not writable; run: chmod u+w ~/.conf")

    #expect(
      error.description == "local storage failed: the cache is not writable; run: chmod u+w ~/.conf"
    )
    #expect(error.recovery == .contactSupport)
    #expect(
      error.recoverySuggestion == "Do what the message says; if it persists, report the problem.")
    #expect(!error.canRetry)
  }

  @Test(arguments: ["disk full", "/home/ada/.conf/credentials is damaged"])
  func hasAnAnalyticsNameWithoutTheReason(reason: String) {
    let error = StorageError.failed(reason: reason)

    #expect(error.analyticsName == "storage_failed")
    #expect(error.connectivity == nil)
  }
}
