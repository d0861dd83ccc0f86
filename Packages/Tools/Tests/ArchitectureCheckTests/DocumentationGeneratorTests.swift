import ArchitectureCheck
import Synchronization
import Testing

@Suite("DocumentationGenerator")
struct DocumentationGeneratorTests {
  private static func run(_ arguments: [String], fileSystem: any FileSystem) throws
    -> CommandResult
  {
    let environment = CommandEnvironment(
      fileSystem: fileSystem, dumper: MemoryDumper(dumps: try Loaded.fixtureRepository.get().dumps),
      currentDirectory: TestPaths.fixtureRepository, startClock: { { .milliseconds(120) } })
    return ArchCheckCommand.run(arguments + ["--no-cache"], environment: environment)
  }

  @Test("docs reports each stale block at its begin marker and exits 1")
  func stale() throws {
    #expect(
      try Self.run(["docs"], fileSystem: LocalFileSystem())
        == CommandResult(
          exitCode: .violations, standardOutput: try TestPaths.golden("fixture-docs.txt")))
  }

  @Test("docs --update rewrites only the stale block, keeping the prose and the markers")
  func update() throws {
    let scratch = ScratchFileSystem()
    #expect(
      try Self.run(["docs", "--update"], fileSystem: scratch)
        == CommandResult(
          exitCode: .clean,
          standardOutput: """
            ARCHITECTURE.md:3:1: updated the layer-table block
            archcheck docs: 3 blocks in 3 documents, 1 updated

            """))
    let architecture = TestPaths.fixtureRepository + "/ARCHITECTURE.md"
    let written = scratch.written.withLock { $0 }
    #expect(Array(written.keys) == [architecture])
    #expect(
      String(decoding: written[architecture] ?? [], as: UTF8.self)
        == (try TestPaths.golden("fixture-ARCHITECTURE-updated.md")))
    #expect(
      try Self.run(["docs"], fileSystem: scratch)
        == CommandResult(
          exitCode: .clean,
          standardOutput: "archcheck docs: 3 blocks in 3 documents, all current\n"))
  }

  @Test("a package-table in a layer's DocC catalog shows the package beside the catalog")
  func packageTableInCatalog() throws {
    let loaded = try Loaded.fixtureRepository.get()
    func table(in document: String) throws -> [String] {
      try DocumentationGenerator.content(
        ofBlock: "package-table", inDocument: document, graph: loaded.graph,
        ruleSet: loaded.ruleSet, findings: [])
    }
    #expect(
      try table(in: "Packages/Lower/Lower.docc/Lower.md")
        == [
          "| module | may import |", "|---|---|", "| Helpers | App |", "| Model | — |",
          "| Store | Model |", "| StoreImplementation | Model, Store |",
        ])
  }

  private static let emptyGraph = ModuleGraph(manifests: [], modules: [], sourceFiles: [])

  private static func check(_ document: String, blocks: [String]) throws -> DocumentationReport {
    let fileSystem = MemoryFileSystem(files: ["/repo/DOC.md": document])
    return try DocumentationGenerator.run(
      root: "/repo", graph: emptyGraph, ruleSet: RuleSet(documents: ["DOC.md": blocks]),
      findings: [], fileSystem: fileSystem, update: true)
  }

  @Test("a listed block without markers is reported; --update cannot add it")
  func missingBlock() throws {
    let report = try Self.check("# Doc\n", blocks: ["graph"])
    #expect(
      report.problems == [
        DocumentationReport.Problem(
          location: SourceLocation(path: "DOC.md", line: 1, column: 1), block: "graph",
          message: "DOC.md has no graph block",
          fix: "add the lines <!-- archcheck:graph:begin --> and <!-- archcheck:graph:end --> "
            + "where the block belongs, then run scripts/check-boundaries --update-docs.")
      ])
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    var document: String
    var blocks: [String]
    var message: String
    var testDescription: String { message }
  }

  static let broken: [Broken] = [
    Broken(
      document: "<!-- archcheck:graph:begin -->\n", blocks: ["graph"],
      message: "DOC.md:1: block graph has no <!-- archcheck:graph:end --> line."),
    Broken(
      document: "<!-- archcheck:graph:end -->\n", blocks: ["graph"],
      message:
        "DOC.md:1: <!-- archcheck:graph:end --> has no matching <!-- archcheck:graph:begin --> "
        + "above it."),
    Broken(
      document: "<!-- archcheck:graph:begin -->\n<!-- archcheck:graph:end -->\n", blocks: [],
      message:
        "DOC.md:1: block graph is not listed for this document under documents in "
        + "architecture-rules.json; add it there or remove the markers."),
    Broken(
      document: "", blocks: ["table"],
      message:
        "architecture-rules.json: documents.DOC.md names block table; blocks: graph, "
        + "layer-table, package-table."),
    Broken(
      document: "<!-- archcheck:package-table:begin -->\n<!-- archcheck:package-table:end -->\n",
      blocks: ["package-table"],
      message:
        "DOC.md: a package-table block needs a Package.swift in the document's directory; "
        + "Package.swift is not a manifest of the repository."),
  ]

  @Test(
    "markers that do not pair up, or name an unlisted block, are configuration errors",
    arguments: broken)
  func configurationErrors(_ broken: Broken) {
    #expect(throws: ConfigurationError(broken.message)) {
      try Self.check(broken.document, blocks: broken.blocks)
    }
  }

  @Test("a listed document that does not exist is a configuration error")
  func missingDocument() {
    #expect(
      throws: ConfigurationError(
        "architecture-rules.json: documents lists NOPE.md, which does not exist. Create it or "
          + "remove it from documents.")
    ) {
      try DocumentationGenerator.run(
        root: "/repo", graph: Self.emptyGraph, ruleSet: RuleSet(documents: ["NOPE.md": ["graph"]]),
        findings: [], fileSystem: MemoryFileSystem(files: ["/repo/A.md": ""]), update: false)
    }
  }
}
