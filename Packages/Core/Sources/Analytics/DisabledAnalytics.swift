/// Records nothing: the sink used when the person has turned analytics off (`DO_NOT_TRACK=1`,
/// `CONF_ANALYTICS=off`), so no file is created or written.
public struct DisabledAnalytics: AnalyticsTracking {
  /// Creates the sink.
  public init() {}

  /// Drops `event`.
  public func track(_ event: AnalyticsEvent) {}
}
