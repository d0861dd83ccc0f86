import Foundation
import Testing

@testable import APIClientImplementation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The redirect rules as properties over generated chains: a chain of distinct `http(s)`
/// addresses is followed for at most ten redirects; any other scheme, and any address asked for
/// before, stops it at once.
struct RedirectPolicyTests {
  @Test("a chain of distinct http(s) redirects is followed up to ten, and refused after")
  func chainsAreFollowedUpToTheLimit() throws {
    var random = SplitMix64(seed: 0x5EED_CAFE)
    for _ in 0..<200 {
      let length = Int(random.next() % 16) + 1
      var policy = RedirectPolicy()
      var followed = 0
      var refusal: String?
      for step in 0..<length {
        let scheme = random.next() % 2 == 0 ? "http" : "HTTPS"
        let from = try #require(URL(string: "http://conf.test/step\(step)"))
        let response = try Self.redirect(from: from, to: "\(scheme)://conf.test/step\(step + 1)")
        switch policy.follow(response, proposed: URLRequest(url: from), from: URLRequest(url: from))
        {
        case .follow: followed += 1
        case .refuse(let reason): refusal = reason
        }
        if refusal != nil { break }
      }
      #expect(followed == min(length, 10), "a chain of \(length)")
      #expect(
        refusal == (length > 10 ? "http://conf.test/step0 redirects more than 10 times" : nil))
    }
  }

  @Test("a redirect to any scheme but http and https is refused, naming only the scheme")
  func otherSchemesAreRefused() throws {
    var random = SplitMix64(seed: 42)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for _ in 0..<300 {
      let length = Int(random.next() % 6) + 1
      let scheme = String((0..<length).map { _ in letters[Int(random.next() % 26)] })
      guard scheme != "http", scheme != "https" else { continue }
      var policy = RedirectPolicy()
      let from = try #require(URL(string: "https://conf.test/schedule.xml"))
      let response = try Self.redirect(from: from, to: "\(scheme):/secret/path?token=1")
      guard
        case .refuse(let reason) = policy.follow(
          response, proposed: URLRequest(url: from), from: URLRequest(url: from))
      else {
        Issue.record("\(scheme): was followed")
        continue
      }
      #expect(
        reason
          == "https://conf.test/schedule.xml redirects to a non-web address (\(scheme):), which is not "
          + "followed (only http and https addresses are)")
    }
  }

  @Test("a redirect back to any address already asked for is a loop")
  func anyReturnIsALoop() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<100 {
      let length = Int(random.next() % 9) + 1
      let back = Int(random.next() % UInt64(length))
      var policy = RedirectPolicy()
      for step in 0..<length {
        let from = try #require(URL(string: "http://conf.test/\(step)"))
        let response = try Self.redirect(from: from, to: "/\(step + 1)#part")
        guard
          case .follow = policy.follow(
            response, proposed: URLRequest(url: from), from: URLRequest(url: from))
        else {
          Issue.record("step \(step) of a chain without loops was refused")
          return
        }
      }
      let last = try #require(URL(string: "http://conf.test/\(length)"))
      let response = try Self.redirect(from: last, to: "http://conf.test/\(back)")
      guard
        case .refuse(let reason) = policy.follow(
          response, proposed: URLRequest(url: last), from: URLRequest(url: last))
      else {
        Issue.record("a redirect back to /\(back) was followed")
        continue
      }
      #expect(reason == "http://conf.test/0 redirects in a loop (back to http://conf.test/\(back))")
    }
  }

  private static func redirect(from url: URL, to location: String) throws -> HTTPURLResponse {
    try #require(
      HTTPURLResponse(
        url: url, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: ["Location": location]))
  }
}

/// A small seeded generator (SplitMix64), so that a failing case can be run again.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
