/// Finds cycles among targets and among packages, over imports and declared dependencies.
struct CycleFinder {
  struct Edge {
    var location: SourceLocation
    var from: String
    var to: String
  }

  private var moduleEdges: [String: [String: Edge]] = [:]
  private var packageEdges: [String: [String: Edge]] = [:]

  init(graph: ModuleGraph, occurrences: [RuleEvaluator.Occurrence]) {
    var edges: [String: [String: Edge]] = [:]
    func add(_ from: String, _ to: String, _ location: SourceLocation) {
      if let existing = edges[from, default: [:]][to], existing.location <= location { return }
      edges[from, default: [:]][to] = Edge(location: location, from: from, to: to)
    }
    for occurrence in occurrences where occurrence.importedModule != nil {
      add(occurrence.importer.name, occurrence.imported, occurrence.location)
    }
    for module in graph.modules {
      for dependency in module.dependencies {
        for target in dependency.modules
        where target != module.name && edges[module.name]?[target] == nil {
          add(module.name, target, dependency.location)
        }
      }
    }
    moduleEdges = edges
    var packages: [String: [String: Edge]] = [:]
    for (from, targets) in edges {
      guard let fromPackage = graph.module(named: from)?.packageName else { continue }
      for (to, edge) in targets {
        guard let toPackage = graph.module(named: to)?.packageName, toPackage != fromPackage
        else { continue }
        if let existing = packages[fromPackage]?[toPackage], existing.location <= edge.location {
          continue
        }
        packages[fromPackage, default: [:]][toPackage] = edge
      }
    }
    packageEdges = packages
  }

  func findings(for rule: Rule) -> [Finding] {
    cycles(in: moduleEdges).map { cycle in
      let edge = moduleEdges[cycle[0]]?[cycle[1]]
      return finding(rule, edge, "import cycle: " + cycle.joined(separator: " → "))
    }
      + cycles(in: packageEdges).map { cycle in
        let edge = packageEdges[cycle[0]]?[cycle[1]]
        let via = edge.map { " (\($0.from) → \($0.to))" } ?? ""
        return finding(rule, edge, "package cycle: " + cycle.joined(separator: " → ") + via)
      }
  }

  private func finding(_ rule: Rule, _ edge: Edge?, _ message: String) -> Finding {
    Finding(
      location: edge?.location ?? SourceLocation(path: "", line: 1, column: 1),
      severity: rule.severity, ruleID: rule.id, message: message, why: rule.why, fix: rule.fix,
      module: edge?.from, target: edge?.to)
  }

  /// One cycle per strongly connected component with more than one node, starting and ending
  /// at the component's smallest name.
  private func cycles(in edges: [String: [String: Edge]]) -> [[String]] {
    components(of: edges).filter { $0.count > 1 }.compactMap { component in
      guard let start = component.min() else { return nil }
      return shortestCycle(from: start, within: component, edges: edges)
    }
  }

  private func shortestCycle(
    from start: String, within component: Set<String>, edges: [String: [String: Edge]]
  ) -> [String]? {
    var previous: [String: String] = [:]
    var queue = [start]
    var visited: Set<String> = []
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for next in (edges[current]?.keys.sorted() ?? []) where component.contains(next) {
        if next == start {
          var path = [current]
          var cursor = current
          while let before = previous[cursor] {
            path.insert(before, at: 0)
            cursor = before
          }
          return path + [start]
        }
        if !visited.contains(next) {
          visited.insert(next)
          previous[next] = current
          queue.append(next)
        }
      }
    }
    return nil
  }

  /// Tarjan's strongly connected components, iterated in sorted order for stable output.
  private func components(of edges: [String: [String: Edge]]) -> [Set<String>] {
    var nodes = Set(edges.keys)
    for targets in edges.values {
      nodes.formUnion(targets.keys)
    }
    var index = 0
    var indices: [String: Int] = [:]
    var lowLinks: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var result: [Set<String>] = []

    func connect(_ node: String) {
      indices[node] = index
      lowLinks[node] = index
      index += 1
      stack.append(node)
      onStack.insert(node)
      for next in edges[node]?.keys.sorted() ?? [] {
        if indices[next] == nil {
          connect(next)
          lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
        } else if onStack.contains(next) {
          lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
        }
      }
      guard lowLinks[node] == indices[node] else { return }
      var component: Set<String> = []
      while let top = stack.popLast() {
        onStack.remove(top)
        component.insert(top)
        if top == node { break }
      }
      result.append(component)
    }

    for node in nodes.sorted() where indices[node] == nil {
      connect(node)
    }
    return result
  }
}
