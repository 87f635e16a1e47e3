// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"), .treatAllWarnings(as: .error),
]

let package = Package(
  name: "CountryQuiz",
  products: [
    .executable(name: "quiz", targets: ["quiz"]),
    .executable(name: "quizd", targets: ["quizd"]),
    .executable(name: "quiz-fetch", targets: ["quiz-fetch"]),
    .executable(name: "quiz-bench", targets: ["quiz-bench"]),
  ],
  dependencies: [
    .package(path: "Packages/Domain"),
    .package(path: "Packages/Interpretation"),
    .package(path: "Packages/CountriesAPI"),
    .package(path: "Packages/Presentation"),
    .package(path: "Packages/Composition"),
  ],
  targets: [
    .target(
      name: "QuizCLI",
      dependencies: [
        "FetchHelper", "CommandLineFlags", "Composition", "Presentation",
        .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"), "Domain", "CountriesAPI",
      ],
      path: "Apps/QuizCLI/Sources/QuizCLI", swiftSettings: strict),
    .executableTarget(
      name: "quiz", dependencies: ["QuizCLI", "CommandLineFlags"],
      path: "Apps/QuizCLI/Sources/quiz",
      swiftSettings: strict,
      // The terminal chat is linked as a fixed-address executable: a position-independent one has
      // 1.8 MB of relocations that the loader applies to the Swift metadata of every module at each
      // start, ≈1.7 MB of the chat's 20 MB memory budget and 1 ms of its start-up (Docs/PERFORMANCE.md).
      // quiz listens on nothing; the network-facing quizd keeps the address randomisation of PIE.
      linkerSettings: [
        .unsafeFlags(
          ["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // Apps/Shared: what both apps use, named by mechanism; no app depends on the other.
    .target(name: "CCurl", path: "Apps/Shared/Sources/CCurl"),
    .target(
      name: "FetchHelper", dependencies: ["CCurl", "CountriesAPI"],
      path: "Apps/Shared/Sources/FetchHelper", swiftSettings: strict),
    .executableTarget(
      name: "quiz-fetch", dependencies: ["FetchHelper", "CountriesAPI"],
      path: "Apps/Shared/Sources/quiz-fetch", swiftSettings: strict),
    .target(
      name: "CommandLineFlags", dependencies: ["Domain"],
      path: "Apps/Shared/Sources/CommandLineFlags",
      swiftSettings: strict),
    .testTarget(
      name: "CommandLineFlagsTests", dependencies: ["CommandLineFlags"],
      path: "Apps/Shared/Tests/CommandLineFlagsTests", swiftSettings: strict),
    .target(name: "CEpoll", path: "Apps/QuizDaemon/Sources/CEpoll"),
    // The flag images quizd serves: a generated table of its own, compiled once, not with every change.
    .target(
      name: "FlagImages", path: "Apps/QuizDaemon/Sources/FlagImages", swiftSettings: strict),
    .target(
      name: "QuizDaemon",
      dependencies: [
        "CEpoll", "FlagImages", "FetchHelper", "CommandLineFlags", "Composition", "Presentation",
        .product(name: "LanguagePacks", package: "Domain"), "Domain",
        "CountriesAPI",
      ],
      path: "Apps/QuizDaemon/Sources/QuizDaemon", swiftSettings: strict),
    .executableTarget(
      name: "quizd", dependencies: ["QuizDaemon", "CommandLineFlags"],
      path: "Apps/QuizDaemon/Sources/quizd",
      swiftSettings: strict),
    .executableTarget(
      name: "quiz-bench",
      dependencies: [
        "Interpretation", "CountriesAPI", "Domain", "Presentation",
        .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"), "LoopbackHTTP",
        "PseudoTerminal",
        .product(name: "URLSessionHTTP", package: "CountriesAPI"),
      ],
      path: "Benchmarks/QuizBench", swiftSettings: strict),
    .testTarget(
      name: "QuizCLITests",
      dependencies: [
        "QuizCLI", "CommandLineFlags", "Presentation", "Composition",
        .product(name: "LanguagePacks", package: "Domain"), "Domain",
      ],
      path: "Apps/QuizCLI/Tests/QuizCLITests", swiftSettings: strict),
    .testTarget(
      name: "QuizDaemonTests",
      dependencies: [
        "QuizDaemon", "FlagImages", "CountriesAPI", "CommandLineFlags", "Presentation",
        .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"), "Domain", "Interpretation",
        .product(name: "DomainTestSupport", package: "Domain"),
      ],
      path: "Apps/QuizDaemon/Tests/QuizDaemonTests", swiftSettings: strict),
    .testTarget(
      name: "QuizAcceptanceTests",
      dependencies: [
        "Composition", "Presentation", .product(name: "LanguagePacks", package: "Domain"),
        .product(name: "GameRules", package: "Domain"), "Domain", "CountriesAPI", "Interpretation",
      ],
      path: "Tests/QuizAcceptanceTests", resources: [.copy("Fixtures")], swiftSettings: strict),
    .target(
      name: "LoopbackHTTP", dependencies: ["Domain"], path: "Tests/LoopbackHTTP",
      swiftSettings: strict),
    .testTarget(
      name: "LiveDataTests",
      dependencies: [
        "LoopbackHTTP", "CountriesAPI", "Composition", "Presentation",
        .product(name: "LanguagePacks", package: "Domain"), "Domain", "FetchHelper",
        "CCurl",
        .product(name: "URLSessionHTTP", package: "CountriesAPI"),
      ],
      path: "Tests/LiveDataTests", swiftSettings: strict),
    .target(name: "PseudoTerminal", path: "Tests/PseudoTerminal", swiftSettings: strict),
    .testTarget(
      name: "TerminalChatTests",
      dependencies: ["PseudoTerminal", "LoopbackHTTP", "CountriesAPI"],
      path: "Tests/TerminalChatTests", swiftSettings: strict),
    .testTarget(
      name: "DaemonHardeningTests", dependencies: ["LoopbackHTTP", "CountriesAPI"],
      path: "Tests/DaemonHardeningTests", swiftSettings: strict),
    .testTarget(
      name: "WebChatTests", dependencies: ["LoopbackHTTP", "CountriesAPI"],
      path: "Tests/WebChatTests", swiftSettings: strict),
    .testTarget(
      name: "ArchitectureTests", path: "Tests/ArchitectureTests", swiftSettings: strict),
  ]
)
