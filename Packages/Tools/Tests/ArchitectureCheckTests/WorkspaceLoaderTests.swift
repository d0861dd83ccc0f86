import ArchitectureCheck
import Testing

@Suite("WorkspaceLoader")
struct WorkspaceLoaderTests {
  @Test("a target's declared dependencies resolve products to targets, with manifest positions")
  func resolvesDependencies() throws {
    let graph = try Loaded.fixtureRepository.get().graph
    let feature = try #require(graph.module(named: "Feature"))
    let manifest = "Packages/Upper/Package.swift"
    #expect(
      feature
        == Module(
          name: "Feature", moduleName: "Feature", kind: .library, packageName: "Upper",
          manifestPath: manifest, location: SourceLocation(path: manifest, line: 21, column: 13),
          directory: "Packages/Upper/Sources/Feature",
          sourceFiles: [
            "Packages/Upper/Sources/Feature/Decoys.swift",
            "Packages/Upper/Sources/Feature/FeatureView.swift",
          ],
          dependencies: [
            ModuleDependency(
              name: "Helpers", package: "Lower", modules: ["Helpers"],
              location: SourceLocation(path: manifest, line: 23, column: 24)),
            ModuleDependency(
              name: "Legacy", package: "Legacy", modules: ["Legacy"],
              location: SourceLocation(path: manifest, line: 24, column: 24)),
            ModuleDependency(
              name: "Store", package: "Lower", modules: ["Store"],
              location: SourceLocation(path: manifest, line: 25, column: 24)),
            ModuleDependency(
              name: "StoreImplementation", package: "Lower", modules: ["StoreImplementation"],
              location: SourceLocation(path: manifest, line: 26, column: 24)),
          ],
          languageMode: "6",
          upcomingFeatures: [
            "ExistentialAny", "MemberImportVisibility", "InferIsolatedConformances",
            "NonisolatedNonsendingByDefault", "ImmutableWeakCaptures",
          ]))
  }

  @Test("excluded paths are never searched for manifests")
  func excludes() throws {
    let graph = try Loaded.realRepository.get().graph
    #expect(graph.module(named: "Feature") == nil)
    #expect(graph.manifests.map(\.path).allSatisfy { !$0.contains("Fixtures") })
  }

  @Test(
    "module names follow SwiftPM's c99 names",
    arguments: [("conf-server", "conf_server"), ("App", "App"), ("1st", "_1st")])
  func moduleNames(_ target: String, _ module: String) {
    #expect(Module.moduleName(forTarget: target) == module)
  }

  @Test("a failing manifest dump is a tool failure")
  func dumpFailure() {
    #expect(throws: ToolFailure.self) {
      try WorkspaceLoader(fileSystem: LocalFileSystem(), dumper: FailingDumper())
        .load(root: TestPaths.transitiveImport)
    }
  }
}
