// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "DataLayer",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "APIClient", targets: ["APIClient"]),
    .library(name: "APIClientImplementation", targets: ["APIClientImplementation"]),
    .library(name: "DataStore", targets: ["DataStore"]),
    .library(name: "Entity", targets: ["Entity"]),
    .library(name: "ProgrammeFeed", targets: ["ProgrammeFeed"]),
    .library(name: "Repository", targets: ["Repository"]),
    .library(name: "RepositoryImplementation", targets: ["RepositoryImplementation"]),
  ],
  dependencies: [
    .package(path: "../Core")
  ],
  targets: [
    .target(
      name: "APIClient",
      dependencies: ["Entity", .product(name: "HTTPTypes", package: "Core")]
    ),
    .testTarget(
      name: "APIClientTests",
      dependencies: ["APIClient", "Entity", .product(name: "HTTPTypes", package: "Core")]
    ),
    .target(
      name: "APIClientImplementation",
      dependencies: ["APIClient", "Entity", .product(name: "HTTPTypes", package: "Core")]
    ),
    .testTarget(
      name: "APIClientImplementationTests",
      dependencies: [
        "APIClient", "APIClientImplementation", "Entity",
        .product(name: "HTTPTypes", package: "Core"),
      ]
    ),
    .target(
      name: "DataStore",
      dependencies: [
        "Entity",
        .product(name: "SQLite", package: "Core"),
        .product(name: "TokenAuthentication", package: "Core"),
      ]
    ),
    .testTarget(
      name: "DataStoreTests",
      dependencies: [
        "DataStore", "Entity",
        .product(name: "SQLite", package: "Core"),
        .product(name: "TokenAuthentication", package: "Core"),
      ]
    ),
    .target(name: "Entity"),
    .testTarget(name: "EntityTests", dependencies: ["Entity"]),
    .target(
      name: "ProgrammeFeed",
      dependencies: [
        "APIClient", "DataStore", "Entity", .product(name: "HTTPTypes", package: "Core"),
      ]
    ),
    .testTarget(
      name: "ProgrammeFeedTests",
      dependencies: [
        "APIClient", "DataStore", "Entity", "ProgrammeFeed",
        .product(name: "HTTPTypes", package: "Core"),
      ]
    ),
    .target(name: "Repository", dependencies: ["Entity"]),
    .target(
      name: "RepositoryImplementation",
      dependencies: [
        "APIClient",
        "DataStore",
        "Entity",
        "Repository",
        .product(name: "Analytics", package: "Core"),
        .product(name: "TokenAuthentication", package: "Core"),
      ]
    ),
    .testTarget(
      name: "RepositoryImplementationTests",
      dependencies: [
        "APIClient", "DataStore", "Entity", "Repository", "RepositoryImplementation",
        .product(name: "Analytics", package: "Core"),
        .product(name: "TokenAuthentication", package: "Core"),
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
