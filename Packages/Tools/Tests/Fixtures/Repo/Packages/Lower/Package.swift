// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Lower",
  products: [
    .library(name: "Helpers", targets: ["Helpers"]),
    .library(name: "Model", targets: ["Model"]),
    .library(name: "Store", targets: ["Store"]),
    .library(name: "StoreImplementation", targets: ["StoreImplementation"]),
  ],
  targets: [
    .target(name: "Helpers"),
    .target(name: "Model"),
    .target(name: "Store", dependencies: ["Model"]),
    .target(name: "StoreImplementation", dependencies: ["Model", "Store"]),
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
