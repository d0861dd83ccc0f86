public import Foundation

/// The settings `conf` reads from its environment (docs/cli.md, "Environment").
public struct AppSettings: Sendable, Equatable {
  /// `CONF_SERVER`: the backend's base URL; `nil` means the embedded backend.
  public let serverURL: URL?
  /// `CONF_TOKEN_LIFETIME`: access-token lifetime for the embedded backend, in seconds.
  public let tokenLifetime: Duration
  /// `CONF_NOW`: the instant treated as now, for tests and demos; `nil` means the real clock.
  public let pinnedNow: Date?
  /// Whether analytics are recorded: `false` when `DO_NOT_TRACK` is set (to anything but `0`)
  /// or `CONF_ANALYTICS` is `off`.
  public let recordsAnalytics: Bool
  /// `CONF_TIMEOUT`: how long one command's network work may take in all, retries and waits
  /// included, whatever the byte rate; 30 seconds by default.
  public let timeout: Duration
  /// `CONF_ANALYTICS_WAIT`: how long a successful command waits for its analytics upload before
  /// it exits (the events stay pending when it is not done by then); 0.5 seconds by default.
  public let analyticsWait: Duration
  /// `CONF_FEED_MAX_AGE`: how old the saved copy of a conference's published programme may be
  /// before a programme command fetches it again (conditionally); 15 minutes by default.
  public let feedMaxAge: Duration
  /// `CONF_REFRESH_BUDGET`: how long a command waits for a programme refresh that is due when a
  /// saved copy can answer instead (the copy answers after it, with a warning); 0.75 seconds by
  /// default. An explicit refresh waits `timeout`.
  public let refreshBudget: Duration

  /// Creates settings.
  public init(
    serverURL: URL?, tokenLifetime: Duration, pinnedNow: Date?, recordsAnalytics: Bool = true,
    timeout: Duration = .seconds(30), analyticsWait: Duration = .milliseconds(500),
    feedMaxAge: Duration = .seconds(900), refreshBudget: Duration = .milliseconds(750)
  ) {
    self.feedMaxAge = feedMaxAge
    self.refreshBudget = refreshBudget
    self.serverURL = serverURL
    self.tokenLifetime = tokenLifetime
    self.pinnedNow = pinnedNow
    self.recordsAnalytics = recordsAnalytics
    self.timeout = timeout
    self.analyticsWait = analyticsWait
  }

  /// The instant `CONF_NOW` pins when it is valid, else `nil`: for the parts of a run that
  /// come before the settings are checked (help, usage errors), which must never fail on them.
  public static func pinnedNow(in environment: [String: String]) -> Date? {
    environment["CONF_NOW"].flatMap(StrictSetting.instant)
  }

  /// Reads `CONF_SERVER`, `CONF_TOKEN_LIFETIME`, `CONF_NOW`, `CONF_TIMEOUT`,
  /// `CONF_ANALYTICS_WAIT`, `CONF_FEED_MAX_AGE`, `CONF_REFRESH_BUDGET`, `CONF_ANALYTICS` and
  /// `DO_NOT_TRACK`, strictly: a number is plain decimal, an instant a real ISO 8601 one from
  /// 1970 to 9999, `CONF_ANALYTICS` `on` or `off`. `DO_NOT_TRACK` wins over
  /// `CONF_ANALYTICS=on`.
  ///
  /// - Throws: `AppConfigurationError.invalidSetting` naming the variable and what it expects.
  public init(environment: [String: String]) throws(AppConfigurationError) {
    var serverURL: URL?
    if let server = environment["CONF_SERVER"], !server.isEmpty {
      guard let url = URL(string: server), let scheme = url.scheme,
        ["http", "https"].contains(scheme),
        url.host != nil
      else {
        throw .invalidSetting(
          name: "CONF_SERVER", value: server,
          expected: "an http(s) URL such as http://127.0.0.1:8080")
      }
      serverURL = url
    }
    var lifetime = Duration.seconds(900)
    if let text = environment["CONF_TOKEN_LIFETIME"], !text.isEmpty {
      guard let seconds = StrictSetting.decimal(text), seconds >= 0.001,
        seconds <= 86_400 * 365
      else {
        throw .invalidSetting(
          name: "CONF_TOKEN_LIFETIME", value: text,
          expected: "a plain decimal number of seconds from 0.001 to 31536000, such as 900")
      }
      lifetime = .milliseconds(Int64(seconds * 1000))
    }
    var pinnedNow: Date?
    if let text = environment["CONF_NOW"], !text.isEmpty {
      guard let date = StrictSetting.instant(text) else {
        throw .invalidSetting(
          name: "CONF_NOW", value: text,
          expected: "an ISO 8601 instant from 1970 to 9999 with a date that exists and an "
            + "offset, such as 2027-03-10T09:00:00+09:00")
      }
      pinnedNow = date
    }
    var recordsAnalytics = true
    if let text = environment["CONF_ANALYTICS"], !text.isEmpty {
      switch text {
      case "on": recordsAnalytics = true
      case "off": recordsAnalytics = false
      default:
        throw .invalidSetting(name: "CONF_ANALYTICS", value: text, expected: "on or off")
      }
    }
    if let text = environment["DO_NOT_TRACK"], !text.isEmpty, text != "0" {
      recordsAnalytics = false
    }

    let timeout = try Self.seconds(
      named: "CONF_TIMEOUT", in: environment, default: .seconds(30), example: "30 or 2.5")
    let analyticsWait = try Self.seconds(
      named: "CONF_ANALYTICS_WAIT", in: environment, default: .milliseconds(500),
      example: "0.5 or 10")
    let feedMaxAge = try Self.seconds(
      named: "CONF_FEED_MAX_AGE", in: environment, default: .seconds(900), example: "900 or 60")
    let refreshBudget = try Self.seconds(
      named: "CONF_REFRESH_BUDGET", in: environment, default: .milliseconds(750),
      example: "0.75 or 2")
    self.init(
      serverURL: serverURL, tokenLifetime: lifetime, pinnedNow: pinnedNow,
      recordsAnalytics: recordsAnalytics, timeout: timeout, analyticsWait: analyticsWait,
      feedMaxAge: feedMaxAge, refreshBudget: refreshBudget)
  }

  /// The duration in the variable `name`: a plain decimal number of seconds from 0.001 to
  /// 86400, or `fallback` when it is unset or empty.
  private static func seconds(
    named name: String, in environment: [String: String], default fallback: Duration,
    example: String
  ) throws(AppConfigurationError) -> Duration {
    guard let text = environment[name], !text.isEmpty else { return fallback }
    guard let milliseconds = Self.milliseconds(inDecimal: text),
      (1...86_400_000).contains(milliseconds)
    else {
      throw .invalidSetting(
        name: name, value: text,
        expected: "a number of seconds such as \(example), from 0.001 to 86400")
    }
    return .milliseconds(milliseconds)
  }

  /// The whole milliseconds in a plain decimal number of seconds (`30`, `2.5`, `0.001`): digits,
  /// then optionally a `.` and more digits; digits past the third decimal are dropped. `nil` for
  /// anything else (a sign, an exponent, `inf`, spaces, more digits than fit).
  private static func milliseconds(inDecimal text: String) -> Int64? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !whole.isEmpty, whole.count <= 12, parts.count == 1 || !fraction.isEmpty,
      (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }),
      let seconds = Int64(whole),
      let thousandths = Int64((fraction + "000").prefix(3))
    else { return nil }
    return seconds * 1000 + thousandths
  }
}
