import AppComposition
import Foundation
import Testing

@Suite("AppSettings")
struct AppSettingsTests {
  @Test("no variables: embedded backend, 900 s tokens, the real clock, 30 s and 0.5 s waits")
  func defaults() throws {
    #expect(
      try AppSettings(environment: [:])
        == AppSettings(
          serverURL: nil, tokenLifetime: .seconds(900), pinnedNow: nil, timeout: .seconds(30),
          analyticsWait: .milliseconds(500)))
  }

  @Test(
    "CONF_SERVER, CONF_TOKEN_LIFETIME, CONF_NOW, CONF_TIMEOUT and CONF_ANALYTICS_WAIT are read")
  func readsVariables() throws {
    let settings = try AppSettings(environment: [
      "CONF_SERVER": "http://127.0.0.1:8080", "CONF_TOKEN_LIFETIME": "1.5",
      "CONF_NOW": "2027-03-10T09:00:00+09:00", "CONF_TIMEOUT": "2.5",
      "CONF_ANALYTICS_WAIT": "12",
    ])
    #expect(
      settings
        == AppSettings(
          serverURL: URL(string: "http://127.0.0.1:8080"), tokenLifetime: .milliseconds(1500),
          pinnedNow: Date(timeIntervalSince1970: 1_804_636_800), timeout: .milliseconds(2500),
          analyticsWait: .seconds(12)))
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
    "CONF_REFRESH_BUDGET is a plain decimal number of seconds, 0.75 when unset",
    arguments: [
      (nil, Duration.milliseconds(750)), ("", .milliseconds(750)), ("2", .seconds(2)),
      ("0.001", .milliseconds(1)), ("0.3", .milliseconds(300)), ("86400", .seconds(86_400)),
    ])
  func readsTheRefreshBudget(text: String?, budget: Duration) throws {
    let environment = text.map { ["CONF_REFRESH_BUDGET": $0] } ?? [:]
    #expect(try AppSettings(environment: environment).refreshBudget == budget)
  }

  @Test(
    "invalid values are refused naming the variable",
    arguments: [
      ("CONF_SERVER", "ftp://x"), ("CONF_SERVER", "not a url"), ("CONF_TOKEN_LIFETIME", "-1"),
      ("CONF_TOKEN_LIFETIME", "soon"), ("CONF_TOKEN_LIFETIME", "0.0004"), ("CONF_NOW", "yesterday"),
      ("CONF_TOKEN_LIFETIME", "0x10"), ("CONF_TOKEN_LIFETIME", "1e3"),
      ("CONF_TOKEN_LIFETIME", "+5"),
      ("CONF_TOKEN_LIFETIME", " 5"), ("CONF_TOKEN_LIFETIME", "5."), ("CONF_TOKEN_LIFETIME", ".5"),
      ("CONF_TOKEN_LIFETIME", "٥"), ("CONF_NOW", "2027-02-30T00:00:00Z"),
      ("CONF_NOW", "2027-13-01T00:00:00Z"), ("CONF_NOW", "2027-03-10T24:00:00Z"),
      ("CONF_NOW", "0000-01-01T00:00:00Z"), ("CONF_NOW", "1969-12-31T23:59:59Z"),
      ("CONF_NOW", "2027-03-10T09:00:00"), ("CONF_NOW", "2027-03-10T09:00:00+25:00"),
      ("CONF_NOW", "2027-03-10 09:00:00Z"), ("CONF_NOW", "2027-03-10T09:00:00Z "),
      ("CONF_ANALYTICS", "no"), ("CONF_ANALYTICS", "OFF"), ("CONF_ANALYTICS", "0"),
      ("CONF_TIMEOUT", "0"), ("CONF_TIMEOUT", "0.0004"), ("CONF_TIMEOUT", "86400.001"),
      ("CONF_TIMEOUT", "-5"), ("CONF_TIMEOUT", "+5"), ("CONF_TIMEOUT", "1e3"),
      ("CONF_TIMEOUT", "inf"), ("CONF_TIMEOUT", "nan"), ("CONF_TIMEOUT", "5s"),
      ("CONF_TIMEOUT", " 5"), ("CONF_TIMEOUT", "5."), ("CONF_TIMEOUT", ".5"),
      ("CONF_TIMEOUT", "1.2.3"), ("CONF_TIMEOUT", "99999999999999999999"),
      ("CONF_TIMEOUT", "٣"), ("CONF_ANALYTICS_WAIT", "0"), ("CONF_ANALYTICS_WAIT", "-1"),
      ("CONF_ANALYTICS_WAIT", "1e3"), ("CONF_ANALYTICS_WAIT", "86400.001"),
      ("CONF_ANALYTICS_WAIT", "soon"), ("CONF_REFRESH_BUDGET", "0"),
      ("CONF_REFRESH_BUDGET", "-0.5"), ("CONF_REFRESH_BUDGET", ".75"),
      ("CONF_REFRESH_BUDGET", "1e0"), ("CONF_REFRESH_BUDGET", "86400.001"),
      ("CONF_REFRESH_BUDGET", "soon"),
    ])
  func refusesInvalidValues(name: String, value: String) {
    let error = #expect(throws: AppConfigurationError.self) {
      try AppSettings(environment: [name: value])
    }
    #expect(error?.description.hasPrefix("\(name)=\(value) is not valid") == true)
  }

  @Test(
    "instants are read exactly, with their offset and fraction",
    arguments: [
      ("2027-03-10T09:00:00+09:00", 1_804_636_800.0),
      ("2027-03-10T00:00:00Z", 1_804_636_800.0),
      ("2027-03-10T00:00:00.250Z", 1_804_636_800.25),
      ("2027-03-09T14:30:00-09:30", 1_804_636_800.0),
      ("1970-01-01T00:00:00Z", 0.0),
      ("2028-02-29T00:00:00Z", 1_835_395_200.0),
    ])
  func readsInstants(text: String, seconds: Double) throws {
    let settings = try AppSettings(environment: ["CONF_NOW": text])
    #expect(settings.pinnedNow == Date(timeIntervalSince1970: seconds))
  }

  @Test("the lenient read for help keeps a valid CONF_NOW and ignores an invalid one")
  func pinnedNowForHelp() {
    #expect(
      AppSettings.pinnedNow(in: ["CONF_NOW": "1970-01-01T00:00:00Z"])
        == Date(timeIntervalSince1970: 0))
    #expect(AppSettings.pinnedNow(in: ["CONF_NOW": "2027-02-30T00:00:00Z"]) == nil)
  }

  @Test(
    "analytics are recorded unless DO_NOT_TRACK or CONF_ANALYTICS=off says otherwise",
    arguments: [
      ([:], true), (["DO_NOT_TRACK": "1"], false), (["DO_NOT_TRACK": "true"], false),
      (["DO_NOT_TRACK": "0"], true), (["DO_NOT_TRACK": ""], true),
      (["CONF_ANALYTICS": "off"], false), (["CONF_ANALYTICS": "on"], true),
      (["CONF_ANALYTICS": ""], true), (["CONF_ANALYTICS": "on", "DO_NOT_TRACK": "1"], false),
    ] as [([String: String], Bool)])
  func readsTheAnalyticsSwitch(environment: [String: String], records: Bool) throws {
    #expect(try AppSettings(environment: environment).recordsAnalytics == records)
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
