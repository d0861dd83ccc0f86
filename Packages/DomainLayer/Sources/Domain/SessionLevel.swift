/// How much prior knowledge a session expects.
public enum SessionLevel: String, Sendable, Equatable, CaseIterable {
  /// No prior knowledge needed.
  case beginner
  /// Some experience with the topic helps.
  case intermediate
  /// For people who work with the topic every day.
  case advanced
}
