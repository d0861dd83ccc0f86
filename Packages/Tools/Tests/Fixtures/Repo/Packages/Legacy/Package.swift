// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Legacy",
  products: [
    .library(name: "Legacy", targets: ["Legacy"])
  ],
  targets: [
    .target(name: "Legacy")
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
    ]
}
