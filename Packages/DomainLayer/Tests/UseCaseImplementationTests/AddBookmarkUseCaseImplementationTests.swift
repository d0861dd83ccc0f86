import Analytics
import Domain
import Repository
import Testing
import UseCaseImplementation

struct AddBookmarkUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func useCase(_ repository: FakeBookmarkRepository) -> AddBookmarkUseCaseImplementation {
    AddBookmarkUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test("sent: applied, with one domain event saying so")
  func sent() async throws {
    let repository = FakeBookmarkRepository(write: .success(.sent))
    #expect(try await useCase(repository)("104") == .applied)
    #expect(repository.calls == [.add("104")])
    #expect(analytics.events.map(\.name) == ["bookmark_added"])
    #expect(analytics.events.first?.properties == ["session_id": "104", "delivery": "sent"])
  }

  @Test("backend unreachable: queued, with one domain event saying so")
  func queued() async throws {
    let repository = FakeBookmarkRepository(write: .success(.queued))
    #expect(try await useCase(repository)("104") == .queued)
    #expect(analytics.events.count == 1)
    // Nothing has confirmed the typed id yet: the event names no session.
    #expect(analytics.events.first?.properties == ["session_id": "unknown", "delivery": "queued"])
  }

  @Test("an unknown session is sessionNotFound naming it")
  func unknownSession() async {
    let repository = FakeBookmarkRepository(
      write: .failure(.notFound(.session)))
    await #expect(throws: BookmarkError.sessionNotFound("999")) {
      try await useCase(repository)("999")
    }
    #expect(analytics.events.map(\.name) == ["bookmark_add_failed"])
  }
}
