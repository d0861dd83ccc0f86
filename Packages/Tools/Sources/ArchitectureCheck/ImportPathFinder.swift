/// Finds every import path between two modules (`archcheck why A B`).
public struct ImportPathFinder: Sendable, Equatable {
  private var edges: [String: [String: SourceLocation]] = [:]

  /// Indexes the imports of `graph`; the first import of each edge is kept.
  public init(graph: ModuleGraph) {
    for file in graph.sourceFiles {
      for declaration in file.imports {
        let target = graph.module(importedAs: declaration.module)?.name ?? declaration.module
        guard target != file.module else { continue }
        let location = SourceLocation(
          path: file.path, line: declaration.line, column: declaration.column)
        if let existing = edges[file.module]?[target], existing <= location { continue }
        edges[file.module, default: [:]][target] = location
      }
    }
  }

  /// Every simple import path from `source` to `destination`, shortest first (then by name),
  /// up to `limit` paths.
  public func paths(from source: String, to destination: String, limit: Int = 100)
    -> [ImportPath]
  {
    var results: [[String]] = []
    var path = [source]
    var onPath: Set<String> = [source]

    func visit(_ node: String) {
      guard results.count < limit * 10 else { return }
      for next in (edges[node]?.keys.sorted() ?? []) where !onPath.contains(next) {
        if next == destination {
          results.append(path + [next])
          continue
        }
        path.append(next)
        onPath.insert(next)
        visit(next)
        onPath.remove(next)
        path.removeLast()
      }
    }

    visit(source)
    return results.sorted {
      ($0.count, $0.joined(separator: " ")) < ($1.count, $1.joined(separator: " "))
    }
    .prefix(limit)
    .map { modules in
      ImportPath(
        hops: zip(modules, modules.dropFirst()).map { from, to in
          ImportPath.Hop(
            from: from, to: to,
            location: edges[from]?[to] ?? SourceLocation(path: "", line: 0, column: 0))
        })
    }
  }
}
