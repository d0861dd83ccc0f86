// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Upper",
  dependencies: [
    .package(path: "../Legacy"),
    .package(path: "../Lower"),
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        "Feature",
        .product(name: "Helpers", package: "Lower"),
        .product(name: "Store", package: "Lower"),
        .product(name: "StoreImplementation", package: "Lower"),
      ]
    ),
    .target(
      name: "Feature",
      dependencies: [
        .product(name: "Helpers", package: "Lower"),
        .product(name: "Legacy", package: "Legacy"),
        .product(name: "Store", package: "Lower"),
        .product(name: "StoreImplementation", package: "Lower"),
      ]
    ),
    .testTarget(
      name: "FeatureTests",
      dependencies: ["Feature", .product(name: "Helpers", package: "Lower")]
    ),
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
