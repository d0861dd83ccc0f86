import Domain

extension ConferenceMoment.Phase {
  /// `before`, `during`, `day_off` or `after`, for analytics properties.
  var analyticsName: String {
    switch self {
    case .before: "before"
    case .during: "during"
    case .dayOff: "day_off"
    case .after: "after"
    }
  }
}
