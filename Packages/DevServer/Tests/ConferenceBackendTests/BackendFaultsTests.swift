import ConferenceBackend
import HTTPTypes
import Testing

@Suite("BackendFaults: injected failures and latency")
struct BackendFaultsTests {
  @Test("the next N requests fail with 503 and Retry-After, then the backend recovers")
  func failingRequests() async throws {
    let backend = try TestBackend.make(faults: BackendFaults(failingRequestCount: 2))
    var statuses: [Int] = []
    var last = HTTPResponse(status: .ok)
    for _ in 0..<3 {
      last = await backend.handle(try TestBackend.get("/v1/sessions/101"))
      statuses.append(last.status.rawValue)
      if statuses.count == 1 {
        #expect(last.headers["Retry-After"] == "1")
        #expect(
          try TestBackend.error(in: last)
            == ErrorBody(
              code: "service_unavailable",
              message: "The backend is unavailable (injected fault). Try again."))
      }
    }
    #expect(statuses == [503, 503, 200])
    #expect(backend.faults == BackendFaults())
  }

  @Test("another failure status gets the injected_fault code")
  func otherStatus() async throws {
    let backend = try TestBackend.make()
    backend.injectFaults(BackendFaults(failingRequestCount: 1, failureStatus: .internalServerError))
    let response = await backend.handle(try TestBackend.get("/v1/sessions/101"))
    #expect(response.status == .internalServerError)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(code: "injected_fault", message: "The backend failed (injected fault)."))
  }

  @Test("latency waits through the injected sleep before every answer")
  func latency() async throws {
    let recorder = SleepRecorder()
    let backend = try TestBackend.make(
      faults: BackendFaults(latency: .milliseconds(250)), sleep: recorder.sleep)
    _ = await backend.handle(try TestBackend.get("/v1/sessions/101"))
    _ = await backend.handle(try TestBackend.get("/v1/sessions/999"))
    #expect(recorder.recorded == [.milliseconds(250), .milliseconds(250)])
  }

  @Test("an error rate fails that share of requests, the same ones for the same seed")
  func errorRate() async throws {
    func statuses(seed: UInt64) async throws -> [Int] {
      let backend = try ConferenceBackend(
        configuration: BackendConfiguration(
          databasePath: ":memory:", now: { TestBackend.referenceDate },
          faults: BackendFaults(errorRate: 0.25), faultRandomness: .seeded(seed)))
      var statuses: [Int] = []
      for _ in 0..<200 {
        statuses.append(
          await backend.handle(try TestBackend.get("/v1/sessions/101")).status.rawValue)
      }
      return statuses
    }
    let first = try await statuses(seed: 11)
    #expect(first == (try await statuses(seed: 11)))
    #expect(first != (try await statuses(seed: 12)))
    #expect(Set(first) == [200, 503])
    #expect((30...70).contains(first.filter { $0 == 503 }.count))
  }

  @Test("error rate 1 fails every request with 503 and Retry-After; 0 draws nothing")
  func errorRateBounds() async throws {
    let always = try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: ":memory:", now: { TestBackend.referenceDate },
        faults: BackendFaults(errorRate: 1), faultRandomness: .seeded(1)))
    let failed = await always.handle(try TestBackend.get("/v1/sessions/101"))
    #expect(failed.status == .serviceUnavailable)
    #expect(failed.headers["Retry-After"] == "1")
    let never = try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: ":memory:", now: { TestBackend.referenceDate },
        faultRandomness: BackendRandomness { _ in
          Issue.record("a draw with error rate 0")
          return Array(repeating: 0, count: 8)
        }))
    #expect(await never.handle(try TestBackend.get("/v1/sessions/101")).status == .ok)
  }
}
