import Domain

extension OnboardingStep {
  /// `step 1 of 3 (welcome)`, or `the end (done)` for `.done`.
  var progress: String {
    guard self != .done else { return "the end (done)" }
    return "step \(number) of \(Self.stepsToComplete.count) (\(rawValue))"
  }
}
