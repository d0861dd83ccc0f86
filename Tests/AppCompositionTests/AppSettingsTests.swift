import AppComposition
import Foundation
import Testing

@Suite("AppSettings")
struct AppSettingsTests {
  @Test("no variables: embedded backend, 900 s tokens, the real clock, a 30 s deadline")
  func defaults() throws {
    #expect(
      try AppSettings(environment: [:])
        == AppSettings(
          serverURL: nil, tokenLifetime: .seconds(900), pinnedNow: nil, timeout: .seconds(30)))
  }

  @Test("CONF_SERVER, CONF_TOKEN_LIFETIME, CONF_NOW and CONF_TIMEOUT are read")
  func readsVariables() throws {
    let settings = try AppSettings(environment: [
      "CONF_SERVER": "http://127.0.0.1:8080", "CONF_TOKEN_LIFETIME": "1.5",
      "CONF_NOW": "2027-03-10T09:00:00+09:00", "CONF_TIMEOUT": "2.5",
    ])
    #expect(
      settings
        == AppSettings(
          serverURL: URL(string: "http://127.0.0.1:8080"), tokenLifetime: .milliseconds(1500),
          pinnedNow: Date(timeIntervalSince1970: 1_804_636_800), timeout: .milliseconds(2500)
        ))
  }

  @Test(
    "CONF_TIMEOUT is a plain decimal number of seconds",
    arguments: [
      ("30", Duration.seconds(30)), ("0.001", .milliseconds(1)), ("86400", .seconds(86_400)),
      ("007", .seconds(7)), ("1.23456", .milliseconds(1234)),
    ])
  func readsTheTimeout(text: String, timeout: Duration) throws {
    #expect(try AppSettings(environment: ["CONF_TIMEOUT": text]).timeout == timeout)
  }

  @Test(
    "invalid values are refused naming the variable",
    arguments: [
      ("CONF_SERVER", "ftp://x"), ("CONF_SERVER", "not a url"), ("CONF_TOKEN_LIFETIME", "-1"),
      ("CONF_TOKEN_LIFETIME", "soon"), ("CONF_TOKEN_LIFETIME", "0.0004"), ("CONF_NOW", "yesterday"),
      ("CONF_TIMEOUT", "0"), ("CONF_TIMEOUT", "0.0004"), ("CONF_TIMEOUT", "86400.001"),
      ("CONF_TIMEOUT", "-5"), ("CONF_TIMEOUT", "+5"), ("CONF_TIMEOUT", "1e3"),
      ("CONF_TIMEOUT", "inf"), ("CONF_TIMEOUT", "nan"), ("CONF_TIMEOUT", "5s"),
      ("CONF_TIMEOUT", " 5"), ("CONF_TIMEOUT", "5."), ("CONF_TIMEOUT", ".5"),
      ("CONF_TIMEOUT", "1.2.3"), ("CONF_TIMEOUT", "99999999999999999999"),
      ("CONF_TIMEOUT", "٣"),
    ])
  func refusesInvalidValues(name: String, value: String) {
    let error = #expect(throws: AppConfigurationError.self) {
      try AppSettings(environment: [name: value])
    }
    #expect(error?.description.hasPrefix("\(name)=\(value) is not valid") == true)
  }

  @Test("an invalid CONF_TIMEOUT says what it expects")
  func explainsTheTimeout() {
    #expect(
      throws: AppConfigurationError.invalidSetting(
        name: "CONF_TIMEOUT", value: "soon",
        expected: "a number of seconds such as 30 or 2.5, from 0.001 to 86400")
    ) {
      try AppSettings(environment: ["CONF_TIMEOUT": "soon"])
    }
  }
}
