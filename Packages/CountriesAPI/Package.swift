// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "CountriesAPI",
  products: [
    .library(name: "CountriesAPI", targets: ["CountriesAPI"]),
    // Kept apart so a shell can leave FoundationNetworking (and libcurl's 30 shared libraries) out of its binary.
    .library(name: "URLSessionHTTP", targets: ["URLSessionHTTP"]),
  ],
  dependencies: [.package(path: "../Domain")],
  targets: [
    .target(name: "CountriesAPI", dependencies: ["Domain"], swiftSettings: strict),
    .target(name: "URLSessionHTTP", dependencies: ["CountriesAPI"], swiftSettings: strict),
    .testTarget(
      name: "CountriesAPITests",
      dependencies: [
        "CountriesAPI", "Domain", .product(name: "DomainTestSupport", package: "Domain"),
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: strict),
  ]
)
