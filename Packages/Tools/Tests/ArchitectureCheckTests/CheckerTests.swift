import ArchitectureCheck
import Testing

@Suite("Checker")
struct CheckerTests {
  private static let feature = "Packages/Upper/Sources/Feature/FeatureView.swift"
  private static let cycle = "Packages/Lower/Sources/Store/Cycle.swift"

  @Test("the fixture repository yields exactly one finding per planted violation")
  func fixtureFindings() throws {
    let loaded = try Loaded.fixtureRepository.get()
    let findings = try loaded.findings()
    #expect(
      findings.map(Located.init) == [
        Located("Packages/Legacy/Package.swift", 10, 19, "settings"),
        Located("Packages/Legacy/Package.swift", 24, 1, "settings"),
        Located(Self.cycle, 3, 8, "acyclic"),
        Located(Self.cycle, 3, 8, "declared"),
        Located(Self.cycle, 3, 8, "layers"),
        Located("Packages/Lower/Sources/Store/Store.swift", 2, 19, "attributes"),
        Located("Packages/Upper/Package.swift", 15, 24, "used"),
        Located(Self.feature, 3, 8, "acyclic"),
        Located(Self.feature, 5, 10, "no-ui"),
        Located(Self.feature, 8, 18, "attributes"),
        Located(Self.feature, 9, 15, "declared"),
        Located(Self.feature, 10, 15, "protected"),
        Located(Self.feature, 11, 17, "layers"),
        Located(Self.feature, 11, 32, "declared"),
        Located("architecture-rules.json", 13, 9, "layers"),
        Located("architecture-rules.json", 51, 13, "vacuous-rule"),
        Located("architecture-rules.json", 113, 7, "stale-exception"),
      ])
  }

  @Test("a finding under #if names its condition, its group, why and fix")
  func conditionalFinding() throws {
    let findings = try Loaded.fixtureRepository.get().findings()
    let finding = try #require(findings.first { $0.ruleID == "no-ui" })
    #expect(
      finding
        == Finding(
          location: SourceLocation(path: Self.feature, line: 5, column: 10), severity: .error,
          ruleID: "no-ui",
          message:
            "Feature must not import UIKit (group ui); the import is under #if canImport(UIKit)",
          why: "no UI below the shell.", fix: "map values in the view.", module: "Feature",
          target: "UIKit"))
  }

  @Test("an undeclared transitive import names the chain that lets it build")
  func explicitFinding() throws {
    let findings = try Loaded.transitiveImport.get().findings()
    #expect(
      findings == [
        Finding(
          location: SourceLocation(path: "Sources/App/App.swift", line: 3, column: 8),
          severity: .error, ruleID: "imports-are-declared",
          message:
            "App imports Base, which is not a declared dependency of App; it builds only because "
            + "App → Middle → Base makes it available",
          why: "SwiftPM on Linux lets a target import a dependency's dependency.",
          fix: "add Base to App's dependencies.", module: "App", target: "Base")
      ])
  }

  @Test("comment and string decoys produce no import and no finding")
  func decoys() throws {
    let loaded = try Loaded.fixtureRepository.get()
    let decoys = try #require(loaded.graph.sourceFiles.first { $0.path.hasSuffix("Decoys.swift") })
    #expect(decoys.imports == [])
    #expect(try loaded.findings().filter { $0.location.path == decoys.path } == [])
  }

  // MARK: - Unit

  private static func module(
    _ name: String, kind: Module.Kind = .library, package: String = "P",
    dependencies: [String] = []
  ) -> Module {
    Module(
      name: name, moduleName: name, kind: kind, packageName: package,
      manifestPath: "Package.swift",
      location: SourceLocation(path: "Package.swift", line: 1, column: 1),
      directory: "Sources/\(name)", sourceFiles: ["Sources/\(name)/\(name).swift"],
      dependencies: dependencies.map {
        ModuleDependency(
          name: $0, modules: [$0],
          location: SourceLocation(path: "Package.swift", line: 2, column: 1))
      })
  }

  private static func file(_ module: String, imports: [String]) -> SourceFile {
    SourceFile(
      path: "Sources/\(module)/\(module).swift", module: module,
      imports: imports.enumerated().map { index, name in
        ImportDeclaration(module: name, path: [name], line: index + 1, column: 8)
      })
  }

  private static func rule(_ id: String, _ kind: RuleKind, modules: [String] = ["*"]) -> Rule {
    Rule(
      id: id, kind: kind, why: "why", fix: "fix", modules: modules,
      location: SourceLocation(path: "rules.json", line: 1, column: 1))
  }

  @Test("an upward import gets the layer message; the row check stays quiet after forbid")
  func tableDefersToSpecificRules() throws {
    let graph = ModuleGraph(
      manifests: [],
      modules: [Self.module("Low", dependencies: ["High"]), Self.module("High")],
      sourceFiles: [Self.file("Low", imports: ["High", "Other"])])
    var forbid = Self.rule("no-other", .forbid)
    forbid.forbidden = ["Other"]
    let ruleSet = RuleSet(
      groups: ["outside": ["Other"]],
      layers: [
        Layer(name: "low", modules: [ModuleEntry("Low")]),
        Layer(name: "high", modules: [ModuleEntry("High")]),
      ],
      rules: [Self.rule("layers", .layers), forbid])
    let findings = try Checker(ruleSet: ruleSet).check(graph)
    #expect(
      findings.map(\.message) == [
        "Low (layer low) must not import High (layer high), a higher layer",
        "Low must not import Other",
      ])
  }

  @Test("an import outside the row names what the row allows")
  func allowlist() throws {
    let graph = ModuleGraph(
      manifests: [],
      modules: [Self.module("A", dependencies: ["B"]), Self.module("B"), Self.module("C")],
      sourceFiles: [Self.file("A", imports: ["B", "C", "Foundation"])])
    var rule = Self.rule("table", .layers)
    rule.alwaysAllowed = ["@system"]
    let ruleSet = RuleSet(
      groups: ["system": ["Foundation"]],
      layers: [
        Layer(
          name: "one",
          modules: [ModuleEntry("A", mayImport: ["B"]), ModuleEntry("B"), ModuleEntry("C")])
      ],
      rules: [rule])
    let findings = try Checker(ruleSet: ruleSet).check(graph)
    #expect(
      findings.map(Located.init) == [Located("Sources/A/A.swift", 2, 8, "table")])
    #expect(
      findings.map(\.message) == [
        "A must not import C; it may import only B and the always-allowed modules"
      ])
  }

  @Test("a row that allows a higher layer is reported at the row")
  func upwardRow() throws {
    let graph = ModuleGraph(
      manifests: [], modules: [Self.module("Low"), Self.module("High")], sourceFiles: [])
    let row = SourceLocation(path: "architecture-rules.json", line: 7, column: 9)
    let ruleSet = RuleSet(
      layers: [
        Layer(name: "low", modules: [ModuleEntry("Low", mayImport: ["High"], location: row)]),
        Layer(name: "high", modules: [ModuleEntry("High")]),
      ],
      rules: [Self.rule("layers", .layers)])
    #expect(
      try Checker(ruleSet: ruleSet).check(graph)
        == [
          Finding(
            location: row, severity: .error, ruleID: "layers",
            message: "the table lets Low (layer low) import High (layer high), a higher layer",
            why: "why", fix: "fix", module: "Low", target: "High")
        ])
  }

  @Test("selectors subtract with ! and a group may hold packages")
  func selectors() throws {
    let graph = ModuleGraph(
      manifests: [],
      modules: [
        Self.module("A", package: "One"), Self.module("B", package: "One"),
        Self.module("C", package: "Two"),
      ],
      sourceFiles: ["A", "B", "C"].map { Self.file($0, imports: ["Banned"]) })
    var forbid = Self.rule("no-banned", .forbid, modules: ["@first", "C", "!B"])
    forbid.forbidden = ["Banned"]
    let ruleSet = RuleSet(groups: ["first": ["package:One"], "x": ["Banned"]], rules: [forbid])
    let findings = try Checker(ruleSet: ruleSet).check(graph)
    #expect(findings.compactMap(\.module) == ["A", "C"])
  }

  @Test("a name that is neither a target nor in a group is a configuration error")
  func unknownName() {
    let graph = ModuleGraph(manifests: [], modules: [Self.module("A")], sourceFiles: [])
    let ruleSet = RuleSet(
      layers: [Layer(name: "one", modules: [ModuleEntry("A", mayImport: ["Entty"])])],
      rules: [Self.rule("layers", .layers)])
    #expect(
      throws: ConfigurationError(
        "architecture-rules.json: layers.one.modules.A.mayImport names Entty, which is neither a "
          + "target of any manifest nor listed in a group. Fix the name, or add an outside module "
          + "to a group.")
    ) {
      try Checker(ruleSet: ruleSet).check(graph)
    }
  }

  @Test("a module missing from the layer table is reported at its declaration")
  func unclassifiedModule() throws {
    let graph = ModuleGraph(
      manifests: [], modules: [Self.module("A"), Self.module("New")], sourceFiles: [])
    let ruleSet = RuleSet(
      layers: [Layer(name: "only", modules: [ModuleEntry("A")])],
      rules: [Self.rule("layers", .layers)])
    let findings = try Checker(ruleSet: ruleSet).check(graph)
    #expect(
      findings.map(\.message) == [
        "New is in no layer; add its row to a layer's \"modules\" in architecture-rules.json"
      ])
  }

  @Test("a test target inherits its subject's layer and allowlist")
  func testPolicy() throws {
    let graph = ModuleGraph(
      manifests: [],
      modules: [
        Self.module("A", dependencies: ["Dep"]), Self.module("Dep"),
        Self.module("ATests", kind: .test, dependencies: ["A", "Dep"]),
      ],
      sourceFiles: [Self.file("ATests", imports: ["A", "Dep", "Testing", "Other"])])
    let ruleSet = RuleSet(
      groups: ["outside": ["Testing", "Other"]],
      layers: [
        Layer(name: "base", modules: [ModuleEntry("Dep")]),
        Layer(name: "top", modules: [ModuleEntry("A", mayImport: ["Dep"])]),
      ],
      tests: TestPolicy(suffix: "Tests", mayAlsoImport: ["Testing"]),
      rules: [Self.rule("layers", .layers)])
    let findings = try Checker(ruleSet: ruleSet).check(graph)
    #expect(
      findings.map(Located.init) == [Located("Sources/ATests/ATests.swift", 4, 8, "layers")])
  }

  @Test("an exception removes exactly its edge's findings")
  func exceptions() throws {
    let graph = ModuleGraph(
      manifests: [], modules: [Self.module("A"), Self.module("B")],
      sourceFiles: [Self.file("A", imports: ["X"]), Self.file("B", imports: ["X"])])
    var forbid = Self.rule("no-x", .forbid)
    forbid.forbidden = ["X"]
    let ruleSet = RuleSet(
      groups: ["outside": ["X"]], rules: [forbid],
      exceptions: [
        RuleException(
          rule: "no-x", from: "A", to: "X", reason: "reviewed",
          location: SourceLocation(path: "rules.json", line: 9, column: 7))
      ])
    let findings = try Checker(ruleSet: ruleSet).check(graph)
    #expect(findings.map(Located.init) == [Located("Sources/B/B.swift", 1, 8, "no-x")])
  }
}
