/// What `archcheck docs` found or did.
public struct DocumentationReport: Sendable, Equatable {
  /// A block that is stale or missing, or one that was rewritten.
  public struct Problem: Sendable, Equatable {
    /// The block's begin marker (line 1 of the document for a missing block).
    public var location: SourceLocation
    /// The block's name.
    public var block: String
    /// What is wrong, or what was done.
    public var message: String
    /// How to fix it (empty for a block that was rewritten).
    public var fix: String

    /// Creates a problem.
    public init(location: SourceLocation, block: String, message: String, fix: String = "") {
      self.location = location
      self.block = block
      self.message = message
      self.fix = fix
    }
  }

  /// The documents read.
  public var documentCount = 0
  /// The blocks found in them.
  public var blockCount = 0
  /// Stale or missing blocks (stale ones only without `--update`).
  public var problems: [Problem] = []
  /// The blocks rewritten (with `--update`).
  public var updated: [Problem] = []

  /// Creates an empty report.
  public init() {}
}
