extension DemoData {
  /// The 80 sessions (28, 27 and 25 a day), sorted by start and then track; within a day ids
  /// follow that order. Two workshops (`117`, `207`) run 90 minutes beside 40-minute talks.
  static let sessions: [Session] = day1 + day2 + day3
}
