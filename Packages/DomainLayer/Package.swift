// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "DomainLayer",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "UseCase", targets: ["UseCase"]),
    .library(name: "UseCaseImplementation", targets: ["UseCaseImplementation"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../DataLayer"),
  ],
  targets: [
    .target(name: "Domain"),
    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    .target(name: "UseCase", dependencies: ["Domain"]),
    .target(
      name: "UseCaseImplementation",
      dependencies: [
        "Domain",
        "UseCase",
        .product(name: "Analytics", package: "Core"),
        .product(name: "Entity", package: "DataLayer"),
        .product(name: "Repository", package: "DataLayer"),
      ]
    ),
    .testTarget(
      name: "UseCaseImplementationTests",
      dependencies: [
        "Domain",
        "UseCaseImplementation",
        .product(name: "Analytics", package: "Core"),
        .product(name: "Entity", package: "DataLayer"),
        .product(name: "Repository", package: "DataLayer"),
      ]
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
