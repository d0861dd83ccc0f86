/// One chain of imports from a module to another, as printed by `archcheck why`.
public struct ImportPath: Sendable, Equatable {
  /// One hop: `from` imports `to` at `location` (its first such import).
  public struct Hop: Sendable, Equatable {
    /// The importing module.
    public var from: String
    /// The imported module.
    public var to: String
    /// The first import of `to` in `from`.
    public var location: SourceLocation

    /// Creates a hop.
    public init(from: String, to: String, location: SourceLocation) {
      self.from = from
      self.to = to
      self.location = location
    }
  }

  /// The hops, in order.
  public var hops: [Hop]

  /// Creates a path.
  public init(hops: [Hop]) {
    self.hops = hops
  }

  /// The modules along the path, `A → D → C`.
  public var modules: [String] {
    (hops.first.map { [$0.from] } ?? []) + hops.map(\.to)
  }
}
