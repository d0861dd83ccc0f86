/// Draws the module graph: one cluster per layer (highest first), an arrow from each module to
/// every module it declares or imports, and arrows of error findings in red.
public enum GraphRenderer {
  private struct Edge: Hashable {
    var from: String
    var to: String
  }

  /// The graph of `graph`'s modules in `format`, ending with a newline.
  ///
  /// Test targets are left out unless `includeTests` is set. Outside modules appear only when
  /// an error finding points at them (an `import SwiftUI` that breaks a rule, say).
  public static func render(
    _ graph: ModuleGraph, ruleSet: RuleSet, findings: [Finding], format: GraphFormat,
    includeTests: Bool = false
  ) -> String {
    let modules = graph.modules.filter { includeTests || !$0.isTest }
    let names = Set(modules.map(\.name))
    let violations = Set(
      findings.compactMap { finding -> Edge? in
        guard finding.severity == .error, let from = finding.module, let to = finding.target
        else { return nil }
        return Edge(from: from, to: to)
      })
    var edges: Set<Edge> = []
    for module in modules {
      for target in module.dependencies.flatMap(\.modules) where names.contains(target) {
        edges.insert(Edge(from: module.name, to: target))
      }
    }
    for file in graph.sourceFiles where names.contains(file.module) {
      for declaration in file.imports {
        let target = graph.module(importedAs: declaration.module)?.name ?? declaration.module
        let edge = Edge(from: file.module, to: target)
        if target != file.module, names.contains(target) || violations.contains(edge) {
          edges.insert(edge)
        }
      }
    }
    let sortedEdges = edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    let outside = Set(sortedEdges.map(\.to)).subtracting(names).sorted()

    var clusters: [(name: String, modules: [String])] = []
    var placed: Set<String> = []
    for layer in ruleSet.layers.reversed() {
      let layerModules = Set(layer.moduleNames)
      let members = modules.filter { module in
        layerModules.contains(module.name)
          || (module.isTest && layerModules.contains(subjectName(of: module, ruleSet: ruleSet)))
      }.map(\.name)
      guard !members.isEmpty else { continue }
      clusters.append((layer.name, members))
      placed.formUnion(members)
    }
    let unplaced = modules.map(\.name).filter { !placed.contains($0) } + outside

    switch format {
    case .mermaid:
      return mermaid(
        clusters: clusters, unplaced: unplaced, edges: sortedEdges, violations: violations)
    case .dot:
      return dot(clusters: clusters, unplaced: unplaced, edges: sortedEdges, violations: violations)
    }
  }

  private static func subjectName(of module: Module, ruleSet: RuleSet) -> String {
    module.name.hasSuffix(ruleSet.tests.suffix)
      ? String(module.name.dropLast(ruleSet.tests.suffix.count)) : module.name
  }

  private static func mermaidID(_ name: String) -> String {
    let id = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return id == name ? name : id + "[\"" + name + "\"]"
  }

  private static func mermaidReference(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  private static func mermaid(
    clusters: [(name: String, modules: [String])], unplaced: [String], edges: [Edge],
    violations: Set<Edge>
  ) -> String {
    var lines = ["flowchart TD"]
    for cluster in clusters {
      lines.append("  subgraph layer_\(mermaidReference(cluster.name))[\"\(cluster.name)\"]")
      lines += cluster.modules.map { "    " + mermaidID($0) }
      lines.append("  end")
    }
    lines += unplaced.map { "  " + mermaidID($0) }
    var red: [String] = []
    for (index, edge) in edges.enumerated() {
      lines.append("  \(mermaidReference(edge.from)) --> \(mermaidReference(edge.to))")
      if violations.contains(edge) {
        red.append(String(index))
      }
    }
    if !red.isEmpty {
      lines.append("  linkStyle \(red.joined(separator: ",")) stroke:#d00,stroke-width:2px")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func dot(
    clusters: [(name: String, modules: [String])], unplaced: [String], edges: [Edge],
    violations: Set<Edge>
  ) -> String {
    var lines = ["digraph modules {", "  rankdir=TB;", "  node [shape=box];"]
    for cluster in clusters {
      lines.append("  subgraph \"cluster_\(cluster.name)\" {")
      lines.append("    label=\"\(cluster.name)\";")
      lines += cluster.modules.map { "    \"\($0)\";" }
      lines.append("  }")
    }
    lines += unplaced.map { "  \"\($0)\";" }
    for edge in edges {
      let style = violations.contains(edge) ? " [color=red, penwidth=2]" : ""
      lines.append("  \"\(edge.from)\" -> \"\(edge.to)\"\(style);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
