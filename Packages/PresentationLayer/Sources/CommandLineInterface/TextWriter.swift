/// Somewhere text goes: standard output, standard error, or a buffer in tests.
public protocol TextWriter: Sendable {
  /// Writes `text` as is; the caller adds line breaks. Must not throw or block for long.
  func write(_ text: String)
}
