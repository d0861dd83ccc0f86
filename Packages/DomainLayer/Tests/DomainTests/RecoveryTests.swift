import Domain
import Testing

struct RecoveryTests {
  @Test(arguments: [
    (Recovery.retry, "retry"),
    (.logInAgain, "log_in_again"),
    (.changeInput, "change_input"),
    (.contactSupport, "contact_support"),
    (.freeSpace, "free_space"),
    (.none, "none"),
  ])
  func hasAStableSnakeCaseName(recovery: Recovery, name: String) {
    #expect(recovery.description == name)
  }

  @Test
  func listsEveryWayForwardOnce() {
    #expect(
      Recovery.allCases == [.retry, .logInAgain, .changeInput, .contactSupport, .freeSpace, .none])
  }
}
