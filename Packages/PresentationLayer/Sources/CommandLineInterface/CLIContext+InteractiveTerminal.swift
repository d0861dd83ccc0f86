extension CLIContext {
  /// Whether the full-screen app can run here: standard input and output are a terminal and
  /// `TERM` is set and not `dumb`.
  public var isInteractiveTerminal: Bool {
    isStandardInputTerminal && isStandardOutputTerminal
      && !(environment["TERM"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }
}
