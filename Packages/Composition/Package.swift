// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Composition",
  products: [.library(name: "Composition", targets: ["Composition"])],
  dependencies: [
    .package(path: "../Domain"),
    .package(path: "../Interpretation"),
    .package(path: "../CountriesAPI"),
    .package(path: "../Presentation"),
  ],
  targets: [
    .target(
      name: "Composition",
      dependencies: ["Domain", "Interpretation", "CountriesAPI", "Presentation"],
      swiftSettings: strict),
    .testTarget(
      name: "CompositionTests",
      dependencies: [
        "Composition", "Domain", "Presentation", "Interpretation", "CountriesAPI",
        .product(name: "DomainTestSupport", package: "Domain"),
        .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"),
      ],
      swiftSettings: strict),
  ]
)
