/// Somewhere text goes: standard output, standard error, or a buffer in tests.
public protocol TextWriter: Sendable {
  /// Writes `text` as is; the caller adds line breaks. Must not throw or block for long.
  func write(_ text: String)

  /// The first failure of a write, if any: the command line reports it (exit 74) or, for a
  /// closed pipe, ends quietly.
  var writeFailure: TextWriteFailure? { get }
}

extension TextWriter {
  /// No failure: the default for writers that cannot fail (buffers).
  public var writeFailure: TextWriteFailure? { nil }
}
