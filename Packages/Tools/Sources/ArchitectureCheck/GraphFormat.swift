/// The output format of `archcheck graph`.
public enum GraphFormat: String, Sendable, Equatable, CaseIterable {
  /// A Mermaid flowchart, as embedded in README.md.
  case mermaid
  /// A Graphviz digraph.
  case dot
}
