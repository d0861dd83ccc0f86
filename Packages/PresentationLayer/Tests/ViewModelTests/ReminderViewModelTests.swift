import Domain
import Synchronization
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct ReminderViewModelTests {
  @Test("loads what is kept, and a lead time set is what it then shows")
  func loadsAndSets() async throws {
    let kept = Mutex(ReminderLeadTime.standard)
    let viewModel = ReminderViewModel(
      getReminderLeadTime: FakeGetReminderLeadTime { kept.withLock { $0 } },
      setReminderLeadTime: FakeSetReminderLeadTime { lead throws(StorageError) in
        kept.withLock { $0 = lead }
      })

    await viewModel.load()
    #expect(viewModel.state == .loaded(.standard))
    await viewModel.set(.off)
    #expect(viewModel.state == .loaded(.off))
    #expect(kept.withLock { $0 } == .off)
  }

  @Test("a lead time that cannot be kept fails with why")
  func failsWhenItCannotBeKept() async throws {
    let viewModel = ReminderViewModel(
      getReminderLeadTime: FakeGetReminderLeadTime {
        Issue.record("read the lead time")
        return .standard
      },
      setReminderLeadTime: FakeSetReminderLeadTime { _ throws(StorageError) in
        throw .full(reason: "no space")
      })

    await viewModel.set(try #require(ReminderLeadTime(minutes: 15)))

    #expect(viewModel.state == .failed(.full(reason: "no space")))
  }
}
