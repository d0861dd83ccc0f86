import ArchitectureCheck
import Testing

/// The `settings` rule on manifests held in memory: what `scripts/check-manifests` used to
/// check (one identical loop ending every manifest, each feature set once) and what only the
/// dumps show (each target's effective language mode and features).
@Suite("Settings rule")
struct SettingsCheckTests {
  private static let loop = """
    // Settings for every target.
    for target in package.targets where target.type != .system {
      target.swiftSettings =
        (target.swiftSettings ?? []) + [
          .swiftLanguageMode(.v6),
          .enableUpcomingFeature("ExistentialAny"),
          .enableUpcomingFeature("MemberImportVisibility"),
        ]
    }

    """

  private static func manifest(_ targets: String, loop: String = loop) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "A",
      targets: [
    \(targets)
      ]
    )

    """ + loop
  }

  private static let reference = "Packages/Reference/Package.swift"
  private static let checked = "Packages/A/Package.swift"

  private static func findings(
    _ text: String, languageMode: String? = "6",
    features: [String] = ["ExistentialAny", "MemberImportVisibility"]
  ) throws -> [String] {
    let module = Module(
      name: "A", moduleName: "A", kind: .library, packageName: "A", manifestPath: checked,
      location: SourceLocation(path: checked, line: 7, column: 19), directory: "Packages/A/A",
      languageMode: languageMode, upcomingFeatures: features)
    let referenceModule = Module(
      name: "R", moduleName: "R", kind: .library, packageName: "Reference",
      manifestPath: reference, location: SourceLocation(path: reference, line: 7, column: 19),
      directory: "Packages/Reference/R", languageMode: "6",
      upcomingFeatures: ["ExistentialAny", "MemberImportVisibility"])
    let graph = ModuleGraph(
      manifests: [
        Manifest(
          path: reference, packageName: "Reference", text: manifest("    .target(name: \"R\")")),
        Manifest(path: checked, packageName: "A", text: text),
      ],
      modules: [module, referenceModule], sourceFiles: [])
    let rule = Rule(
      id: "settings", kind: .settings, why: "why", fix: "fix", languageMode: "6",
      upcomingFeatures: ["ExistentialAny", "MemberImportVisibility"],
      referenceManifest: reference,
      location: SourceLocation(path: "architecture-rules.json", line: 1, column: 1))
    return try Checker(ruleSet: RuleSet(rules: [rule])).check(graph).map {
      "\($0.location.description): \($0.message)"
    }
  }

  @Test("a manifest ending with the reference's loop, setting nothing else, is clean")
  func clean() throws {
    #expect(try Self.findings(Self.manifest("    .target(name: \"A\")")) == [])
  }

  @Test("a loop that differs is reported at its first differing line")
  func differingLoop() throws {
    let loop = Self.loop.replacing(
      "      .enableUpcomingFeature(\"MemberImportVisibility\"),\n", with: "")
    #expect(
      try Self.findings(Self.manifest("    .target(name: \"A\")", loop: loop))
        == [
          "Packages/A/Package.swift:16:1: the settings loop differs from the one in "
            + "Packages/Reference/Package.swift (its line 16)"
        ])
  }

  @Test("a manifest without the loop is reported at its end")
  func missingLoop() throws {
    #expect(
      try Self.findings(Self.manifest("    .target(name: \"A\")", loop: ""))
        == [
          "Packages/A/Package.swift:9:1: Packages/A/Package.swift does not end with the "
            + "settings loop of Packages/Reference/Package.swift"
        ])
  }

  @Test("a reference loop naming a feature twice, or not at all, is reported at the loop")
  func referenceLoopCounts() throws {
    let doubled = Self.loop.replacing(
      "      .enableUpcomingFeature(\"MemberImportVisibility\"),\n",
      with: "      .enableUpcomingFeature(\"ExistentialAny\"),\n")
    let module = Module(
      name: "R", moduleName: "R", kind: .library, packageName: "Reference",
      manifestPath: Self.reference,
      location: SourceLocation(path: Self.reference, line: 7, column: 19),
      directory: "Packages/Reference/R", languageMode: "6",
      upcomingFeatures: ["ExistentialAny", "MemberImportVisibility"])
    let graph = ModuleGraph(
      manifests: [
        Manifest(
          path: Self.reference, packageName: "Reference",
          text: Self.manifest("    .target(name: \"R\")", loop: doubled))
      ],
      modules: [module], sourceFiles: [])
    let rule = Rule(
      id: "settings", kind: .settings, why: "why", fix: "fix", languageMode: "6",
      upcomingFeatures: ["ExistentialAny", "MemberImportVisibility"],
      referenceManifest: Self.reference,
      location: SourceLocation(path: "architecture-rules.json", line: 1, column: 1))
    #expect(
      try Checker(ruleSet: RuleSet(rules: [rule])).check(graph).map(\.message) == [
        "the settings loop names upcoming feature ExistentialAny 2 times; it must name it once",
        "the settings loop names upcoming feature MemberImportVisibility 0 times; it must name "
          + "it once",
      ])
  }

  @Test("a feature or language mode set on a target as well as in the loop is reported there")
  func setOutsideLoop() throws {
    let targets = """
          .target(
            name: "A",
            swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("ExistentialAny")]
          ),
      """
    #expect(
      try Self.findings(Self.manifest(targets))
        == [
          "Packages/A/Package.swift:9:23: .swiftLanguageMode(.v5) is set outside the settings "
            + "loop; the loop at the end of the manifest applies it to every target, so it must "
            + "appear there only",
          "Packages/A/Package.swift:9:48: .enableUpcomingFeature(\"ExistentialAny\") is set "
            + "outside the settings loop; the loop at the end of the manifest applies it to every "
            + "target, so it must appear there only",
        ])
  }

  @Test("a target whose dump lacks a feature or the language mode is reported at its declaration")
  func targetSettings() throws {
    #expect(
      try Self.findings(
        Self.manifest("    .target(name: \"A\")"), languageMode: "5", features: ["ExistentialAny"])
        == [
          "Packages/A/Package.swift:7:19: target A does not enable upcoming feature(s) "
            + "MemberImportVisibility",
          "Packages/A/Package.swift:7:19: target A does not use Swift language mode 6 (it uses "
            + "mode 5)",
        ])
  }
}
