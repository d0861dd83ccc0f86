// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "PresentationLayer",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "CommandLineInterface", targets: ["CommandLineInterface"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "ViewModel", targets: ["ViewModel"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../DomainLayer"),
  ],
  targets: [
    .target(
      name: "CommandLineInterface",
      dependencies: ["ViewModel", .product(name: "Domain", package: "DomainLayer")]
    ),
    .testTarget(
      name: "CommandLineInterfaceTests",
      dependencies: [
        "CommandLineInterface",
        "ViewModel",
        .product(name: "Analytics", package: "Core"),
        .product(name: "Domain", package: "DomainLayer"),
        .product(name: "UseCase", package: "DomainLayer"),
        "UseCaseTestSupport",
      ]
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["ViewModel", .product(name: "Domain", package: "DomainLayer")]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI",
        "ViewModel",
        .product(name: "Analytics", package: "Core"),
        .product(name: "Domain", package: "DomainLayer"),
        "UseCaseTestSupport",
      ],
      exclude: ["Golden"]
    ),
    // Test support, beside Tests/ rather than in Sources/: the one generic use-case fake
    // (ScriptedUseCase) shared by the test targets; not a product, never linked into `conf`.
    .target(
      name: "UseCaseTestSupport",
      dependencies: [
        .product(name: "Domain", package: "DomainLayer"),
        .product(name: "UseCase", package: "DomainLayer"),
      ],
      path: "TestSupport/UseCaseTestSupport"
    ),
    .target(
      name: "ViewModel",
      dependencies: [
        .product(name: "Analytics", package: "Core"),
        .product(name: "Domain", package: "DomainLayer"),
        .product(name: "UseCase", package: "DomainLayer"),
      ]
    ),
    .testTarget(
      name: "ViewModelTests",
      dependencies: [
        "ViewModel",
        .product(name: "Analytics", package: "Core"),
        .product(name: "Domain", package: "DomainLayer"),
        .product(name: "UseCase", package: "DomainLayer"),
        "UseCaseTestSupport",
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
