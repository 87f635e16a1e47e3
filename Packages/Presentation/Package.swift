// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Presentation",
  products: [.library(name: "Presentation", targets: ["Presentation"])],
  dependencies: [.package(path: "../Domain")],
  targets: [
    .target(
      name: "Presentation",
      dependencies: [
        "Domain", .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "Presentation", "Domain", .product(name: "DomainTestSupport", package: "Domain"),
        .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"),
      ],
      swiftSettings: strict),
  ]
)
