/// One step of `conf demo`: what it shows, which layers do the work, and the command it runs.
struct DemoStep: Sendable {
  /// A short title, for example `Log in`.
  let title: String
  /// Which layer does what in this step, in a sentence or two.
  let narration: String
  /// The command's arguments, without `conf`.
  let arguments: [String]
  /// Settings this step changes (for example a clock moved on, or an unreachable backend);
  /// they last for the rest of the demo unless a later step changes them back (an empty value
  /// removes one).
  var settings: [String: String] = [:]
}
