import Foundation
import SQLite
import Synchronization
import Testing

@testable import ConferenceBackend

@Suite("AccountStore: a login does the same work whether or not the email has an account")
struct AccountStoreLoginWorkTests {
  /// Records every (password, stored hash) the store checks, and answers like PBKDF2 would.
  final class CountingVerifier: Sendable {
    private let checks = Mutex<[[String]]>([])

    var recorded: [[String]] { checks.withLock { $0 } }

    var verifier: PasswordVerifier {
      PasswordVerifier { password, stored in
        self.checks.withLock { $0.append([password, stored]) }
        return PasswordHasher.verify(password: password, against: stored)
      }
    }
  }

  private static func makeStore(_ verifier: PasswordVerifier) throws -> AccountStore {
    let connection = try SQLiteConnection(path: ":memory:")
    try Schema.prepare(connection)
    var store = AccountStore(
      connection: connection, now: TestBackend.referenceDate, tokenLifetime: .seconds(60),
      randomness: .seeded(3))
    store.passwordVerifier = verifier
    return store
  }

  private static let adaHash = DemoData.accounts[0].passwordHash

  @Test(
    "each login checks exactly one PBKDF2 hash: the account's, or the dummy for an unknown email",
    arguments: [
      ("nobody@example.com", "analytical-engine", PasswordHasher.dummyHash),
      ("ada@example.com", "wrong", adaHash),
      ("ADA@example.com", "analytical-engine", adaHash),
    ])
  func oneCheckPerLogin(email: String, password: String, checkedHash: String) throws {
    let counter = CountingVerifier()
    let store = try Self.makeStore(counter.verifier)
    _ = try? store.logIn(email: email, password: password)
    #expect(counter.recorded == [[password, checkedHash]])
  }

  @Test("an unknown email and a wrong password get the same answer")
  func sameAnswer() throws {
    let store = try Self.makeStore(.pbkdf2)
    let unknown = #expect(throws: APIFailure.self) {
      try store.logIn(email: "nobody@example.com", password: "x")
    }
    let wrong = #expect(throws: APIFailure.self) {
      try store.logIn(email: "ada@example.com", password: "x")
    }
    #expect(unknown == wrong)
    #expect(unknown?.code == "invalid_credentials")
  }

  @Test("the dummy hash is well formed and as costly as the demo accounts' hashes")
  func dummyHashCostsTheSame() {
    #expect(
      PasswordHasher.makeHash(
        password: "conf-server dummy password", salt: Array(0..<16))
        == PasswordHasher.dummyHash)
    let rounds = ([PasswordHasher.dummyHash] + DemoData.accounts.map(\.passwordHash)).map {
      $0.split(separator: "$")[1]
    }
    #expect(rounds == Array(repeating: "\(PasswordHasher.iterations)", count: 3))
  }
}
