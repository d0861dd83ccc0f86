import Testing

@testable import UseCaseImplementation

@Suite("DomainEvent: the domain event names, declared once")
struct DomainEventTests {
  // The list itself is the analytics contract documented in docs/cli.md, whose events table is
  // checked against this enum's source by test_analytics_events.py (ScriptTests): no copy here.
  @Test("every name is unique, so a recorded line names one event")
  func namesAreUnique() {
    let names = DomainEvent.allCases.map(\.rawValue)
    #expect(Set(names).count == names.count)
  }

  @Test("the login check is recorded as a login, never a session")
  func loginRestored() {
    #expect(DomainEvent.loginRestored.rawValue == "login_restored")
    #expect(DomainEvent.loginRestoreFailed.rawValue == "login_restore_failed")
  }
}
