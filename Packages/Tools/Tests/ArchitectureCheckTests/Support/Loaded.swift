import ArchitectureCheck
import Synchronization

/// Each checked repository is loaded once per test process (dumps are cached on disk), then
/// shared by every test that needs it.
struct Loaded: Sendable {
  var ruleSet: RuleSet
  var graph: ModuleGraph
  var dumps: [String: [UInt8]]

  static let fixtureRepository = load(TestPaths.fixtureRepository, cache: TestPaths.dumpCache)
  static let transitiveImport = load(TestPaths.transitiveImport, cache: TestPaths.dumpCache)
  /// Shares `scripts/check-boundaries`' cache, which CI fills just before the tests.
  static let realRepository = load(
    TestPaths.repositoryRoot, cache: TestPaths.repositoryRoot + "/.build/archcheck-cache")

  private static func load(_ root: String, cache: String) -> Result<Loaded, ToolFailure> {
    Result { () throws(ToolFailure) -> Loaded in
      let fileSystem = LocalFileSystem()
      let ruleSet: RuleSet
      do {
        ruleSet = try RuleSet.parse(
          try fileSystem.readFile(atPath: root + "/architecture-rules.json"),
          path: "architecture-rules.json")
      } catch {
        throw ToolFailure("rules of \(root): \(error)")
      }
      let recorder = RecordingDumper(
        base: CachingManifestDumper(
          base: SwiftPackageDumper(), fileSystem: fileSystem, cacheDirectory: cache))
      let graph = try WorkspaceLoader(fileSystem: fileSystem, dumper: recorder)
        .load(root: root, excluding: ruleSet.exclude)
      return Loaded(ruleSet: ruleSet, graph: graph, dumps: recorder.recorded.withLock { $0 })
    }
  }

  func findings() throws -> [Finding] {
    try Checker(ruleSet: ruleSet).check(graph)
  }
}

/// A finding reduced to what the fixture tests pin down: file, line, column and rule id.
struct Located: Equatable, CustomStringConvertible {
  var path: String
  var line: Int
  var column: Int
  var rule: String

  init(_ path: String, _ line: Int, _ column: Int, _ rule: String) {
    self.path = path
    self.line = line
    self.column = column
    self.rule = rule
  }

  init(_ finding: Finding) {
    self.init(
      finding.location.path, finding.location.line, finding.location.column, finding.ruleID)
  }

  var description: String { "\(path):\(line):\(column) [\(rule)]" }
}
