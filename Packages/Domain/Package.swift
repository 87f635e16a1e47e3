// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Domain",
  products: [
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "LanguagePacks", targets: ["LanguagePacks"]),
    .library(name: "GameRules", targets: ["GameRules"]),
    .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
  ],
  targets: [
    .target(name: "Domain", swiftSettings: strict),
    // Everything of each language, one folder a language: what Interpretation reads with and
    // Presentation says. Data and the small rules that inflect names; it depends on Domain only.
    .target(name: "LanguagePacks", dependencies: ["Domain"], swiftSettings: strict),
    // The quiz game's rules: start, play, hints, grading, the end, records and the game's text in
    // the conversation's context. Pure and wordless (typed outcomes, never sentences): the wording
    // is Presentation's. It depends on Domain only, not on the language packs.
    .target(name: "GameRules", dependencies: ["Domain"], swiftSettings: strict),
    .target(
      name: "DomainTestSupport", dependencies: ["Domain", "GameRules"],
      path: "Tests/DomainTestSupport",
      swiftSettings: strict),
    .testTarget(
      name: "LanguagePacksTests", dependencies: ["LanguagePacks", "Domain"],
      swiftSettings: strict),
    .testTarget(
      name: "GameRulesTests", dependencies: ["GameRules", "Domain", "DomainTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "DomainTests", dependencies: ["Domain", "DomainTestSupport"], swiftSettings: strict),
  ]
)
