import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("conf-server: accounts across processes")
struct ServerCommandAccountTests {
  private static let login =
    #"{"email":"ada@example.com","password":"analytical-engine"}"#

  private static func post(_ path: String, _ body: String, port: UInt16) async throws -> String {
    try await ServerProcess.exchange(
      "POST \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)",
      port: port)
  }

  private static func body(of answer: String) throws -> [String: Any] {
    let parts = answer.components(separatedBy: "\r\n\r\n")
    let object = try JSONSerialization.jsonObject(with: Data(parts.dropFirst().joined().utf8))
    return try #require(object as? [String: Any])
  }

  private static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-server-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private static func start(_ arguments: [String]) async throws -> (ServerProcess, UInt16) {
    let server = try ServerProcess(arguments: arguments)
    let line = try await server.firstLine()
    let port = try #require(UInt16(line.dropFirst("listening on http://127.0.0.1:".count)))
    return (server, port)
  }

  @Test("20 processes on one new file: seeded once, and one refresh token wins exactly once")
  func twentyProcesses() async throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("shared.sqlite").path
    let servers = try await withThrowingTaskGroup(of: (ServerProcess, UInt16).self) { group in
      for _ in 0..<20 {
        group.addTask { try await Self.start(["--port", "0", "--data", path]) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    defer {
      for (server, _) in servers { server.send(SIGTERM) }
    }
    let tokens = try Self.body(
      of: try await Self.post("/v1/auth/login", Self.login, port: servers[0].1))
    let refreshToken = try #require(tokens["refresh_token"] as? String)
    let statusLines = try await withThrowingTaskGroup(of: String.self) { group in
      for (_, port) in servers {
        group.addTask {
          let answer = try await Self.post(
            "/v1/auth/refresh", #"{"refresh_token":"\#(refreshToken)"}"#, port: port)
          return answer.components(separatedBy: "\r\n")[0]
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(
      statusLines.sorted()
        == ["HTTP/1.1 200 OK"] + Array(repeating: "HTTP/1.1 401 Unauthorized", count: 19))
    for (server, _) in servers {
      server.send(SIGTERM)
      #expect(try await server.finish().status == 0)
    }
  }

  private static func me(_ tokens: [String: Any]) throws -> String {
    let accessToken = try #require(tokens["access_token"] as? String)
    return "GET /v1/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
      + "Authorization: Bearer \(accessToken)\r\n\r\n"
  }

  @Test("--token-lifetime sets expires_in, and a token is accepted within its lifetime")
  func tokenLifetime() async throws {
    // An hour: no machine is slow enough to reach it between the login and the next request.
    let (server, port) = try await Self.start(
      [
        "--port", "0", "--data", ":memory:", "--token-lifetime", "3600", "--now",
        "2027-03-10T09:00:00+09:00",
      ])
    defer { server.send(SIGTERM) }
    let tokens = try Self.body(of: try await Self.post("/v1/auth/login", Self.login, port: port))
    #expect(tokens["expires_in"] as? Int == 3600)
    let fresh = try await ServerProcess.exchange(try Self.me(tokens), port: port)
    #expect(fresh.hasPrefix("HTTP/1.1 200 OK\r\n"))
  }

  @Test("an access token is refused once its lifetime has passed on the server's running clock")
  func tokenExpiry() async throws {
    // A microsecond, rounded up to expires_in 1: the next request comes at least a loopback
    // round trip later on the server's clock, and a slower machine only makes that later.
    let (server, port) = try await Self.start(
      [
        "--port", "0", "--data", ":memory:", "--token-lifetime", "0.000001", "--now",
        "2027-03-10T09:00:00+09:00",
      ])
    defer { server.send(SIGTERM) }
    let tokens = try Self.body(of: try await Self.post("/v1/auth/login", Self.login, port: port))
    #expect(tokens["expires_in"] as? Int == 1)
    let stale = try await ServerProcess.exchange(try Self.me(tokens), port: port)
    #expect(stale.hasPrefix("HTTP/1.1 401 Unauthorized\r\n"))
    #expect(stale.contains("\r\nWWW-Authenticate: Bearer error=\"invalid_token\"\r\n"))
  }
}
