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

  @Test
  func aFullDiskSaysToFreeSomeSpace() {
    let error = StorageError.full(reason: "the login could not be saved; run: conf login")

    #expect(
      error.description == "local storage is full: the login could not be saved; run: conf login")
    #expect(error.recovery == .freeSpace)
    #expect(
      error.recoverySuggestion == "Free some space on the disk, then do what the message says.")
    #expect(!error.canRetry)
  }

  @Test(arguments: ["disk full", "/home/ada/.conf/credentials is damaged"])
  func hasAnAnalyticsNameWithoutTheReason(reason: String) {
    #expect(StorageError.failed(reason: reason).analyticsName == "storage_failed")
    #expect(StorageError.full(reason: reason).analyticsName == "storage_full")
    #expect(StorageError.failed(reason: reason).connectivity == nil)
    #expect(StorageError.full(reason: reason).connectivity == nil)
  }
}
