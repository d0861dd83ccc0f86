// swift-tools-version: 6.2
// swift-format-ignore-file
import PackageDescription

// App depends on Middle, Middle depends on Base, and App imports Base without declaring it.
// `swift build --explicit-target-dependency-import-check error` builds this on Linux;
// archcheck reports App.swift:3:8 under its `explicit` rule.
let package = Package(
  name: "TransitiveImport",
  targets: [
    .target(name: "App", dependencies: ["Middle"]),
    .target(name: "Base"),
    .target(name: "Middle", dependencies: ["Base"]),
  ]
)

// Swift 6 language mode and the upcoming features, applied to every target. This block is
// identical in every manifest of the monorepo; CI diffs the copies.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      .enableUpcomingFeature("ImmutableWeakCaptures"),
    ]
}
