// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Interpretation",
  products: [.library(name: "Interpretation", targets: ["Interpretation"])],
  dependencies: [.package(path: "../Domain")],
  targets: [
    .target(
      name: "Interpretation",
      dependencies: ["Domain", .product(name: "LanguagePacks", package: "Domain")],
      swiftSettings: strict),
    .testTarget(
      name: "InterpretationTests",
      dependencies: [
        "Interpretation", "Domain", .product(name: "DomainTestSupport", package: "Domain"),
        .product(name: "LanguagePacks", package: "Domain"),
      ],
      swiftSettings: strict),
  ]
)
