// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Tools",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "archcheck", targets: ["archcheck"]),
    .library(name: "ArchitectureCheck", targets: ["ArchitectureCheck"]),
  ],
  targets: [
    .executableTarget(name: "archcheck", dependencies: ["ArchitectureCheck"]),
    .target(name: "ArchitectureCheck"),
    .testTarget(name: "ArchitectureCheckTests", dependencies: ["ArchitectureCheck"]),
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
