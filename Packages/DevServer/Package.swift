// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "DevServer",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "conf-server", targets: ["conf-server"]),
    .library(name: "ConferenceBackend", targets: ["ConferenceBackend"]),
    .library(name: "HTTPServer", targets: ["HTTPServer"]),
  ],
  dependencies: [
    .package(path: "../Core")
  ],
  targets: [
    .executableTarget(
      name: "conf-server",
      dependencies: [
        "ConferenceBackend", "HTTPServer", .product(name: "HTTPTypes", package: "Core"),
      ]
    ),
    .testTarget(
      name: "conf-serverTests",
      dependencies: [
        "conf-server", "ConferenceBackend", .product(name: "HTTPTypes", package: "Core"),
      ]
    ),
    .target(
      name: "ConferenceBackend",
      dependencies: [
        .product(name: "HTTPTypes", package: "Core"),
        .product(name: "SQLite", package: "Core"),
      ]
    ),
    .testTarget(
      name: "ConferenceBackendTests",
      dependencies: [
        "ConferenceBackend", .product(name: "HTTPTypes", package: "Core"),
        .product(name: "SQLite", package: "Core"),
      ]
    ),
    .target(name: "HTTPServer", dependencies: [.product(name: "HTTPTypes", package: "Core")]),
    .testTarget(
      name: "HTTPServerTests",
      dependencies: ["HTTPServer", .product(name: "HTTPTypes", package: "Core")]
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
