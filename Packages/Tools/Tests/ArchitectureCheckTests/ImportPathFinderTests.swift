import ArchitectureCheck
import Testing

@Suite("ImportPathFinder")
struct ImportPathFinderTests {
  private static func file(_ module: String, _ imports: [String]) -> SourceFile {
    SourceFile(
      path: "\(module).swift", module: module,
      imports: imports.enumerated().map {
        ImportDeclaration(module: $1, path: [$1], line: $0 + 1, column: 8)
      })
  }

  @Test("paths are simple (cycles are not followed), shortest first")
  func simplePaths() {
    let modules = ["A", "B", "C"].map {
      Module(
        name: $0, moduleName: $0, kind: .library, packageName: "P", manifestPath: "Package.swift",
        location: SourceLocation(path: "Package.swift", line: 1, column: 1), directory: $0)
    }
    let graph = ModuleGraph(
      manifests: [], modules: modules,
      sourceFiles: [
        Self.file("A", ["B", "C"]), Self.file("B", ["A", "C"]), Self.file("C", ["Foundation"]),
      ])
    let finder = ImportPathFinder(graph: graph)
    #expect(
      finder.paths(from: "A", to: "Foundation")
        == [
          ImportPath(hops: [
            .init(
              from: "A", to: "C", location: SourceLocation(path: "A.swift", line: 2, column: 8)),
            .init(
              from: "C", to: "Foundation",
              location: SourceLocation(path: "C.swift", line: 1, column: 8)),
          ]),
          ImportPath(hops: [
            .init(
              from: "A", to: "B", location: SourceLocation(path: "A.swift", line: 1, column: 8)),
            .init(
              from: "B", to: "C", location: SourceLocation(path: "B.swift", line: 2, column: 8)),
            .init(
              from: "C", to: "Foundation",
              location: SourceLocation(path: "C.swift", line: 1, column: 8)),
          ]),
        ])
  }
}
