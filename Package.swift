// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ConferenceApp",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "conf", targets: ["conf"])
  ],
  dependencies: [
    .package(path: "Packages/Core"),
    .package(path: "Packages/DataLayer"),
    .package(path: "Packages/DevServer"),
    .package(path: "Packages/DomainLayer"),
    .package(path: "Packages/PresentationLayer"),
  ],
  targets: [
    .target(
      name: "AppComposition",
      dependencies: [
        .product(name: "Analytics", package: "Core"),
        .product(name: "APIClient", package: "DataLayer"),
        .product(name: "APIClientImplementation", package: "DataLayer"),
        .product(name: "CommandLineInterface", package: "PresentationLayer"),
        .product(name: "ConferenceBackend", package: "DevServer"),
        .product(name: "DataStore", package: "DataLayer"),
        .product(name: "Domain", package: "DomainLayer"),
        .product(name: "Entity", package: "DataLayer"),
        .product(name: "HTTPTypes", package: "Core"),
        .product(name: "Repository", package: "DataLayer"),
        .product(name: "RepositoryImplementation", package: "DataLayer"),
        .product(name: "ProgrammeFeed", package: "DataLayer"),
        .product(name: "TerminalUI", package: "PresentationLayer"),
        .product(name: "TokenAuthentication", package: "Core"),
        .product(name: "UseCaseImplementation", package: "DomainLayer"),
        .product(name: "ViewModel", package: "PresentationLayer"),
      ],
      path: "App/AppComposition"
    ),
    .testTarget(
      name: "AppCompositionTests",
      dependencies: [
        "AppComposition",
        .product(name: "APIClient", package: "DataLayer"),
        .product(name: "APIClientImplementation", package: "DataLayer"),
        .product(name: "CommandLineInterface", package: "PresentationLayer"),
        .product(name: "DataStore", package: "DataLayer"),
        .product(name: "Domain", package: "DomainLayer"),
        .product(name: "Entity", package: "DataLayer"),
        .product(name: "HTTPTypes", package: "Core"),
        .product(name: "Repository", package: "DataLayer"),
        .product(name: "RepositoryImplementation", package: "DataLayer"),
        .product(name: "TokenAuthentication", package: "Core"),
        .product(name: "UseCaseImplementation", package: "DomainLayer"),
        .product(name: "ViewModel", package: "PresentationLayer"),
      ],
      path: "Tests/AppCompositionTests"
    ),
    .executableTarget(
      name: "conf",
      dependencies: [
        "AppComposition",
        .product(name: "CommandLineInterface", package: "PresentationLayer"),
      ],
      path: "App/conf"
    ),
    .testTarget(
      name: "EndToEndTests",
      // conf-server is built for the tests that run conf against it over HTTP.
      dependencies: [.product(name: "conf-server", package: "DevServer")],
      path: "Tests/EndToEndTests",
      exclude: ["Golden"]
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
