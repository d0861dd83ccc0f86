import ConferenceBackend
import Foundation
import HTTPTypes
import SQLite
import Testing

@Suite("Accounts and tokens in one file shared by many backends")
struct AccountStoreSharedFileTests {
  private static func makeBackend(path: String, seed: UInt64) throws -> ConferenceBackend {
    try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: path, now: { TestBackend.referenceDate }, randomness: .seeded(seed)))
  }

  @Test("tokens issued by one backend work with another, and only their hashes are stored")
  func sharedState() async throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    let first = try Self.makeBackend(path: path, seed: 1)
    let second = try Self.makeBackend(path: path, seed: 2)
    let tokens = try await first.logIn()
    let profile = await second.handle(AccountRequest.me(tokens.accessToken))
    #expect(profile.status == .ok)
    let database = try SQLiteConnection(path: path)
    let stored = try database.query(
      "SELECT token_hash FROM access_tokens UNION ALL SELECT token_hash FROM refresh_tokens")
    #expect(stored.count == 2)
    #expect(
      stored.allSatisfy { row in
        let hash = (try? row.string(0)) ?? ""
        return hash.count == 64 && hash != tokens.accessToken && hash != tokens.refreshToken
      })
  }

  @Test("20 backends refreshing one refresh token at once: exactly one wins")
  func concurrentRefreshes() async throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    let backends = try (0..<20).map { try Self.makeBackend(path: path, seed: 100 + UInt64($0)) }
    let tokens = try await backends[0].logIn()
    let answers = await withTaskGroup(of: HTTPResponse.self) { group in
      for backend in backends {
        group.addTask { await backend.handle(AccountRequest.refresh(tokens.refreshToken)) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let winners = answers.filter { $0.status == .ok }
    #expect(winners.count == 1)
    #expect(
      try answers.filter { $0.status != .ok }.map { try TestBackend.error(in: $0).error.code }
        == Array(repeating: "invalid_grant", count: 19))
  }
}
