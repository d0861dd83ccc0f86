import ArchitectureCheck
import Foundation
import Testing

/// The acceptance test of the issue: the real repository is clean, and each injected line
/// makes the check fail naming that file and line, while decoys never do.
@Suite("Real repository")
struct RealRepositoryTests {
  @Test("the monorepo has no error findings")
  func clean() throws {
    let findings = try Loaded.realRepository.get().findings()
    #expect(findings.filter { $0.severity == .error }.map(\.description) == [])
  }

  struct Injection: Sendable, CustomTestStringConvertible {
    var module: String
    var lines: String
    var expected: [(line: Int, column: Int, rule: String)]
    var testDescription: String { "\(lines) in \(module)" }
  }

  static let injections: [Injection] = [
    Injection(
      module: "ViewModel", lines: "import SwiftUI\n", expected: [(1, 8, "no-ui-frameworks")]),
    Injection(
      module: "ViewModel", lines: "#if canImport(UIKit)\nimport SwiftUI\n#endif\n",
      expected: [(2, 8, "no-ui-frameworks")]),
    Injection(
      module: "ViewModel", lines: "public import Repository\n",
      expected: [(1, 15, "imports-are-declared"), (1, 15, "layer-table")]),
    Injection(
      module: "ViewModel", lines: "import struct Entity.SessionEntity\n",
      expected: [(1, 15, "imports-are-declared"), (1, 15, "layer-table")]),
    Injection(
      module: "UseCaseImplementation", lines: "import APIClient\n",
      expected: [(1, 8, "imports-are-declared"), (1, 8, "layer-table")]),
    Injection(
      module: "Domain", lines: "@testable import DataStore\n",
      expected: [
        (1, 18, "import-attributes"), (1, 18, "imports-are-declared"), (1, 18, "layer-table"),
      ]),
    Injection(
      module: "Domain", lines: "import ViewModel\n",
      expected: [
        (1, 8, "imports-are-declared"), (1, 8, "layer-table"), (1, 8, "no-cycles"),
        (1, 8, "no-cycles"),
      ]),
    Injection(
      module: "Domain", lines: "@preconcurrency import FoundationNetworking\n",
      expected: [(1, 24, "networking-only-in-transport")]),
    Injection(
      module: "ViewModel",
      lines: "// import UIKit\n/* import AppKit */\nlet s = \"import SwiftUI\"\n", expected: []),
  ]

  /// Injects into the loaded graph: the file is re-scanned with the line on top.
  @Test("an injected line fails the check at that file and line", arguments: injections)
  func injected(_ injection: Injection) throws {
    let loaded = try Loaded.realRepository.get()
    let (path, source) = try Self.injectedSource(injection, into: loaded.graph)
    var files = loaded.graph.sourceFiles
    let index = try #require(files.firstIndex { $0.path == path })
    files[index].imports = ImportScanner.imports(in: source)
    let graph = ModuleGraph(
      manifests: loaded.graph.manifests, modules: loaded.graph.modules, sourceFiles: files)
    let findings = try Checker(ruleSet: loaded.ruleSet).check(graph)
      .filter { $0.location.path == path }
    #expect(
      findings.map(Located.init)
        == injection.expected.map { Located(path, $0.line, $0.column, $0.rule) })
  }

  /// The same through the loader, with the file replaced on an overlay file system.
  @Test("an injected file is read through the whole pipeline")
  func injectedThroughLoader() throws {
    let loaded = try Loaded.realRepository.get()
    let injection = Self.injections[1]
    let (path, source) = try Self.injectedSource(injection, into: loaded.graph)
    let overlay = OverlayFileSystem(files: [TestPaths.repositoryRoot + "/" + path: source])
    let graph = try WorkspaceLoader(fileSystem: overlay, dumper: MemoryDumper(dumps: loaded.dumps))
      .load(root: TestPaths.repositoryRoot, excluding: loaded.ruleSet.exclude)
    let findings = try Checker(ruleSet: loaded.ruleSet).check(graph)
      .filter { $0.location.path == path }
    #expect(
      findings.map(\.message) == [
        "ViewModel must not import SwiftUI (group ui); the import is under #if canImport(UIKit)"
      ])
  }

  /// What `scripts/check-manifests` caught before the settings rule replaced it: a feature set
  /// on a target besides the loop, and a loop that differs, each at its line in the manifest.
  @Test("an edited manifest fails the settings rule at the edited lines")
  func injectedManifest() throws {
    let loaded = try Loaded.realRepository.get()
    let path = "Packages/DomainLayer/Package.swift"
    var manifests = loaded.graph.manifests
    let index = try #require(manifests.firstIndex { $0.path == path })
    let perTarget = ".enableUpcomingFeature(\"ExistentialAny\")"
    var text = manifests[index].text
    let target = try #require(text.firstMatch(of: /\.target\(name: "[A-Za-z]+"\)/))
    text.replaceSubrange(
      target.range, with: target.output.dropLast() + ", swiftSettings: [\(perTarget)])")
    text = text.replacing("      .enableUpcomingFeature(\"ImmutableWeakCaptures\"),\n", with: "")
    manifests[index].text = text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let targetLine = try #require(lines.firstIndex { $0.contains(perTarget) })
    let line = lines[targetLine]
    let range = try #require(line.range(of: perTarget))
    let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
    let closingLine = try #require(lines.lastIndex { $0 == "    ]" })
    let graph = ModuleGraph(
      manifests: manifests, modules: loaded.graph.modules, sourceFiles: loaded.graph.sourceFiles)
    let findings = try Checker(ruleSet: loaded.ruleSet).check(graph)
      .filter { $0.location.path == path }
    #expect(
      findings.map(Located.init) == [
        Located(path, targetLine + 1, column, "swift6-settings-everywhere"),
        Located(path, closingLine + 1, 1, "swift6-settings-everywhere"),
      ])
  }

  @Test("the generated blocks of the monorepo's documents are current")
  func documentsAreCurrent() throws {
    let loaded = try Loaded.realRepository.get()
    let report = try DocumentationGenerator.run(
      root: TestPaths.repositoryRoot, graph: loaded.graph, ruleSet: loaded.ruleSet,
      findings: try loaded.findings(), fileSystem: LocalFileSystem(), update: false)
    #expect(report.problems.map { "\($0.location.description): \($0.message)" } == [])
    #expect(report.blockCount == report.documentCount)
  }

  /// The first source file of the injection's module, and its text with the lines on top.
  private static func injectedSource(_ injection: Injection, into graph: ModuleGraph) throws
    -> (path: String, source: [UInt8])
  {
    let module = try #require(graph.module(named: injection.module))
    let path = try #require(module.sourceFiles.first)
    let original = try LocalFileSystem().readFile(atPath: TestPaths.repositoryRoot + "/" + path)
    return (path, Array(injection.lines.utf8) + original)
  }
}

extension Finding {
  fileprivate var description: String {
    "\(location.description): [\(ruleID)] \(message)"
  }
}
