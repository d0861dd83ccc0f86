import Domain
import Repository
import Testing
import UseCaseImplementation

struct SendQueuedBookmarkChangesUseCaseImplementationTests {
  @Test("the repository's delivery becomes the domain report")
  func report() async throws {
    let repository = FakeBookmarkRepository(
      delivery: .success(OutboxDelivery(sent: 3, unknownSessions: ["999"], remaining: 1)))
    let report = try await SendQueuedBookmarkChangesUseCaseImplementation(
      repository: repository)()
    #expect(report == OutboxReport(sent: 3, unknownSessions: ["999"], remaining: 1))
    #expect(repository.calls == [.sendQueuedChanges])
  }

  @Test("a login that ended is the account case")
  func loginEnded() async {
    let repository = FakeBookmarkRepository(delivery: .failure(.loginExpired))
    await #expect(throws: BookmarkError.account(.expired)) {
      try await SendQueuedBookmarkChangesUseCaseImplementation(repository: repository)()
    }
  }
}
