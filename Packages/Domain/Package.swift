// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Domain",
  products: [
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
  ],
  targets: [
    .target(name: "Domain", swiftSettings: strict),
    .target(
      name: "DomainTestSupport", dependencies: ["Domain"], path: "Tests/DomainTestSupport",
      swiftSettings: strict),
    .testTarget(
      name: "DomainTests", dependencies: ["Domain", "DomainTestSupport"], swiftSettings: strict),
  ]
)
