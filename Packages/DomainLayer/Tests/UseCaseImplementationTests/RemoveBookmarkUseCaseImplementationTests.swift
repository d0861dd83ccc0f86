import Analytics
import Domain
import Repository
import Testing
import UseCaseImplementation

struct RemoveBookmarkUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  @Test("queued or sent, the result says which and the one domain event too")
  func results() async throws {
    // A queued change names no session: nothing has confirmed the typed id yet.
    for (write, result, delivery, recordedID) in [
      (BookmarkWrite.sent, BookmarkChangeResult.applied, "sent", "104"),
      (.queued, .queued, "queued", "unknown"),
    ] {
      let analytics = InMemoryAnalytics()
      let repository = FakeBookmarkRepository(write: .success(write))
      let useCase = RemoveBookmarkUseCaseImplementation(
        repository: repository, analytics: analytics, now: { Fixtures.now })
      #expect(try await useCase("104") == result)
      #expect(repository.calls == [.remove("104")])
      #expect(
        analytics.events.map(\.properties) == [["session_id": recordedID, "delivery": delivery]])
    }
  }

  @Test("a login problem is the account case and is recorded as a failure")
  func loginProblem() async {
    let useCase = RemoveBookmarkUseCaseImplementation(
      repository: FakeBookmarkRepository(write: .failure(.notAuthenticated)),
      analytics: analytics, now: { Fixtures.now })
    await #expect(throws: BookmarkError.account(.notLoggedIn)) { try await useCase("104") }
    #expect(analytics.events.map(\.name) == ["bookmark_remove_failed"])
  }
}
