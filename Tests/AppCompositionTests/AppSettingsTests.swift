import AppComposition
import Foundation
import Testing

@Suite("AppSettings")
struct AppSettingsTests {
  @Test("no variables: embedded backend, 900 s tokens, the real clock")
  func defaults() throws {
    #expect(
      try AppSettings(environment: [:])
        == AppSettings(serverURL: nil, tokenLifetime: .seconds(900), pinnedNow: nil))
  }

  @Test("CONF_SERVER, CONF_TOKEN_LIFETIME and CONF_NOW are read")
  func readsVariables() throws {
    let settings = try AppSettings(environment: [
      "CONF_SERVER": "http://127.0.0.1:8080", "CONF_TOKEN_LIFETIME": "1.5",
      "CONF_NOW": "2027-03-10T09:00:00+09:00",
    ])
    #expect(
      settings
        == AppSettings(
          serverURL: URL(string: "http://127.0.0.1:8080"), tokenLifetime: .milliseconds(1500),
          pinnedNow: Date(timeIntervalSince1970: 1_804_636_800)
        ))
  }

  @Test(
    "invalid values are refused naming the variable",
    arguments: [
      ("CONF_SERVER", "ftp://x"), ("CONF_SERVER", "not a url"), ("CONF_TOKEN_LIFETIME", "-1"),
      ("CONF_TOKEN_LIFETIME", "soon"), ("CONF_TOKEN_LIFETIME", "0.0004"), ("CONF_NOW", "yesterday"),
    ])
  func refusesInvalidValues(name: String, value: String) {
    let error = #expect(throws: AppConfigurationError.self) {
      try AppSettings(environment: [name: value])
    }
    #expect(error?.description.hasPrefix("\(name)=\(value) is not valid") == true)
  }
}
