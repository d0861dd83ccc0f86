/// What a shell may offer for an option's value or an argument (`conf completion`).
package enum CompletionKind: Sendable, Equatable {
  /// The conference's day numbers.
  case days
  /// Track names from the saved programme (`conf __complete tracks`).
  case tracks
  /// Room names from the saved programme (`conf __complete rooms`).
  case rooms
  /// Session ids, with titles, from the saved programme (`conf __complete sessions`).
  case sessions
  /// The IANA time zone names this system knows (`conf __complete zones`).
  case zones
  /// The names of the top-level commands.
  case commands
  /// These words.
  case words([String])
}
