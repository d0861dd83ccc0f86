// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Analytics", targets: ["Analytics"]),
    .library(name: "HTTPTypes", targets: ["HTTPTypes"]),
    .library(name: "SQLite", targets: ["SQLite"]),
    .library(name: "TokenAuthentication", targets: ["TokenAuthentication"]),
  ],
  targets: [
    .target(name: "Analytics"),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "HTTPTypes"),
    .testTarget(name: "HTTPTypesTests", dependencies: ["HTTPTypes"]),
    .target(name: "SQLite", dependencies: ["CSQLite"]),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
    .target(name: "TokenAuthentication"),
    .testTarget(name: "TokenAuthenticationTests", dependencies: ["TokenAuthentication"]),
    .executableTarget(name: "TokenAuthenticationBenchmark", dependencies: ["TokenAuthentication"]),
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
