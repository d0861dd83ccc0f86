import Domain
import Repository
import Testing
import UseCaseImplementation

@Suite("UploadAnalyticsUseCaseImplementation")
struct UploadAnalyticsUseCaseImplementationTests {
  @Test("full batches go on until a short one: everything pending is sent")
  func sendsUntilNothingIsLeft() async throws {
    let repository = FakeAnalyticsRepository([
      .success(.sent(count: 2, duplicates: 0)), .success(.sent(count: 2, duplicates: 1)),
      .success(.sent(count: 1, duplicates: 0)),
    ])
    let upload = UploadAnalyticsUseCaseImplementation(
      repository: repository, batchSize: 2, maximumBatches: 5)

    #expect(
      try await upload()
        == AnalyticsUploadReport(sentCount: 5, discardedCount: 0, outcome: .allSent))
    #expect(repository.calls == [2, 2, 2])
  }

  @Test("a run sends at most maximumBatches batches; the rest waits for the next command")
  func stopsAtTheLimit() async throws {
    let repository = FakeAnalyticsRepository(
      Array(repeating: .success(.sent(count: 100, duplicates: 0)), count: 3))
    let upload = UploadAnalyticsUseCaseImplementation(repository: repository, maximumBatches: 3)

    #expect(
      try await upload()
        == AnalyticsUploadReport(sentCount: 300, discardedCount: 0, outcome: .limitReached))
    #expect(repository.calls == [100, 100, 100])
  }

  @Test("nothing pending, or another process uploading: stops at once")
  func stopsWhenNothingOrBusy() async throws {
    let empty = UploadAnalyticsUseCaseImplementation(
      repository: FakeAnalyticsRepository([.success(.nothingPending)]))
    #expect(
      try await empty() == AnalyticsUploadReport(sentCount: 0, discardedCount: 0, outcome: .allSent)
    )

    let busy = UploadAnalyticsUseCaseImplementation(
      repository: FakeAnalyticsRepository([
        .success(.sent(count: 100, duplicates: 0)), .success(.busy),
      ]))
    #expect(
      try await busy()
        == AnalyticsUploadReport(sentCount: 100, discardedCount: 0, outcome: .anotherUploaderBusy))
  }

  @Test("a refused batch is counted as discarded and the upload goes on")
  func countsDiscardedBatches() async throws {
    let upload = UploadAnalyticsUseCaseImplementation(
      repository: FakeAnalyticsRepository([
        .success(.discarded(count: 2)), .success(.sent(count: 1, duplicates: 0)),
      ]),
      batchSize: 2)
    #expect(
      try await upload()
        == AnalyticsUploadReport(sentCount: 1, discardedCount: 2, outcome: .allSent))
  }

  @Test("a failed batch ends the run with the mapped error")
  func failsWithTheMappedError() async {
    let upload = UploadAnalyticsUseCaseImplementation(
      repository: FakeAnalyticsRepository([
        .success(.sent(count: 100, duplicates: 0)), .failure(.offline(reason: "refused")),
      ]))
    await #expect(throws: AnalyticsUploadError.connectivity(.offline)) {
      try await upload()
    }
  }
}
