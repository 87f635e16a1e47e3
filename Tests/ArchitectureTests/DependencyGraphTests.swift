import Foundation
import Testing

/// The hexagon's arrows, checked from the manifests and every `import` line:
/// Domain → nothing; Interpretation, CountriesAPI, Presentation → Domain; Composition → those four; apps on top.
/// Inside Domain's package, the language packs and the game's rules each depend on Domain alone.
@Suite struct DependencyGraphTests {
  static let packages = ["Domain", "Interpretation", "CountriesAPI", "Presentation", "Composition"]
  static let allowedSiblings: [String: Set<String>] = [
    "Domain": [], "Interpretation": ["Domain"], "CountriesAPI": ["Domain"],
    "Presentation": ["Domain"],
    "Composition": ["Domain", "Interpretation", "CountriesAPI", "Presentation"],
  ]
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationNetworking", "Dispatch", "Synchronization",
  ]

  @Test(arguments: packages)
  func manifest_namesOnlyAllowedSiblings(package: String) throws {
    let manifest = try read("Packages/\(package)/Package.swift")

    let named = Set(Self.packages.filter { manifest.contains("\"../\($0)\"") })

    #expect(
      named.isSubset(of: Self.allowedSiblings[package] ?? []), "\(package) depends on \(named)")
  }

  /// The modules each package ships besides its own: Domain's language packs and game rules.
  static let modules: [String: Set<String>] = ["Domain": ["Domain", "LanguagePacks", "GameRules"]]

  @Test(arguments: packages)
  func sources_importOnlyAllowedModules(package: String) throws {
    let siblings = (Self.allowedSiblings[package] ?? []).flatMap { Self.modules[$0] ?? [$0] }
    let allowed = Set(siblings).union(Self.toolchainModules).union([package])

    let violations = try imports(under: "Packages/\(package)/Sources").filter {
      !allowed.contains($0.module)
    }

    #expect(violations.isEmpty, "\(violations)")
  }

  /// Everything of a language is in its pack, which depends on Domain only: the readers and the
  /// wording read it, never the other way round.
  @Test func languagePacks_importOnlyDomain() throws {
    let found = try imports(under: "Packages/Domain/Sources/LanguagePacks")

    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.module == "Domain" }, "\(found)")
    #expect(
      try imports(under: "Packages/Domain/Sources/Domain").allSatisfy {
        Self.toolchainModules.contains($0.module)
      })
  }

  /// The game's rules are pure and wordless: they import Domain and nothing else (not the language
  /// packs, not even Foundation), and say what a move did as typed values that Presentation words.
  @Test func gameRules_importOnlyDomain() throws {
    let found = try imports(under: "Packages/Domain/Sources/GameRules")

    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.module == "Domain" }, "\(found)")
    #expect(
      try read("Packages/Domain/Package.swift").contains(
        #".target(name: "GameRules", dependencies: ["Domain"], swiftSettings: strict)"#))
  }

  /// Every line is read in one place: Interpretation's line reader. Presentation switches on what it
  /// read and words the reply; it names none of the packs' reading vocabularies (their game, command
  /// and favourites words, pointers, picks) and no reader's entry point.
  @Test func presentation_readsNoLine() throws {
    let reading = [
      "ReadingWords", "GamePhrasebook.Reading", ".reading.", ".pointers", "firstPick",
      "secondPick", "gameWords", "ChatCommand(", "GameCommand(", "GameMove(", "FavouriteRequest(",
      "GameRequest.read", "Tokenizer",
    ]
    let files = try swiftFiles(under: "Packages/Presentation/Sources")
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for word in reading {
        #expect(!text.contains(word), "\(file.lastPathComponent) reads lines: \(word)")
      }
    }
    #expect(
      try swiftFiles(under: "Packages/Interpretation/Sources/Interpretation/Lines").contains {
        $0.lastPathComponent == "PhraseLineReader.swift"
      })
  }

  @Test(arguments: packages)
  func sources_importFoundationNetworkingOnlyBehindCanImport(package: String) throws {
    for file in try swiftFiles(under: "Packages/\(package)/Sources") {
      let text = try String(contentsOf: file, encoding: .utf8)
      if text.contains("import FoundationNetworking") {
        #expect(text.contains("#if canImport(FoundationNetworking)"), "\(file.lastPathComponent)")
      }
    }
  }

  @Test func apps_importOnlyCompositionPresentationDomainAndToolchain() throws {
    let apps: Set<String> = [
      "Composition", "Presentation", "Domain", "LanguagePacks", "GameRules", "CountriesAPI",
      "URLSessionHTTP",
      "QuizCLI",
      "QuizDaemon", "CEpoll", "FlagImages", "CCurl", "FetchHelper", "CommandLineFlags",
      "Glibc", "Darwin",
    ]
    let allowed = apps.union(Self.toolchainModules)
    // Tests may build the answerer from its parts with the shared doubles; shipping code may not.
    let allowedInTests = allowed.union(["Testing", "DomainTestSupport", "Interpretation"])

    let violations = try imports(under: "Apps").filter {
      !(($0.path.contains("/Tests/") ? allowedInTests : allowed).contains($0.module))
    }

    #expect(violations.isEmpty, "\(violations)")
  }

  /// `quiz` and `quizd` run without FoundationNetworking: libcurl's chain of shared libraries costs 7 ms a
  /// start and 4 MB of resident memory. Only the `quiz-fetch` helper loads libcurl, with dlopen (`CCurl`),
  /// and it does not use URLSession either, which spins while it waits.
  @Test func quiz_neverLinksTheNetworkStack() throws {
    let forbidden: Set<String> = ["URLSessionHTTP", "FoundationNetworking"]

    let leaks = try [
      "Apps/QuizCLI/Sources", "Apps/QuizDaemon/Sources", "Apps/Shared/Sources",
    ].flatMap { try imports(under: $0).filter { forbidden.contains($0.module) } }

    #expect(leaks.isEmpty, "\(leaks)")
    #expect(try !read("Packages/Composition/Package.swift").contains("URLSessionHTTP"))
    #expect(try !read("Package.swift").contains("linkedLibrary(\"curl\")"))
  }

  /// An app's targets may use their own app's targets, `Apps/Shared` and the packages; never another
  /// app's. What both apps need goes in `Apps/Shared`, named by mechanism (`FetchHelper`).
  @Test func apps_dependOnNoOtherApp() throws {
    let targets = try RootManifest.targets(in: read("Package.swift"))

    let violations = RootManifest.crossAppDependencies(targets)

    #expect(targets.contains { $0.name == "QuizDaemon" && $0.dependencies.contains("FetchHelper") })
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func appImports_nameNoOtherAppsLibrary() throws {
    let others = [
      "Apps/QuizCLI": "QuizDaemon", "Apps/QuizDaemon": "QuizCLI", "Apps/Shared": "Quiz",
    ]

    let violations = try others.flatMap { folder, forbidden in
      try imports(under: folder).filter { $0.module.hasPrefix(forbidden) }
    }

    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func checker_reportsAnAppDependingOnAnotherApp() throws {
    let manifest = """
      .target(name: "QuizCLI", dependencies: ["Domain"], path: "Apps/QuizCLI/Sources/QuizCLI"),
      .target(
        name: "QuizDaemon",
        dependencies: ["CEpoll", "QuizCLI", .product(name: "X", package: "Y")],
        path: "Apps/QuizDaemon/Sources/QuizDaemon"),
      .target(name: "FetchHelper", dependencies: ["CCurl"], path: "Apps/Shared/Sources/FetchHelper"),
      .target(name: "CEpoll", path: "Apps/QuizDaemon/Sources/CEpoll"),
      """

    let violations = RootManifest.crossAppDependencies(RootManifest.targets(in: manifest))

    #expect(violations == ["QuizDaemon → QuizCLI"])
  }

  @Test func manifests_declareNoThirdPartyPackages() throws {
    let manifests = try allFiles(named: "Package.swift")

    #expect(manifests.count == 6)
    for manifest in manifests {
      #expect(
        !(try String(contentsOf: manifest, encoding: .utf8)).contains(".package(url"),
        "\(manifest.path)")
    }
  }

  @Test func checker_reportsAForbiddenImport() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "import Domain\nimport CountriesAPI\n".write(
      to: directory.appendingPathComponent("Leak.swift"), atomically: true, encoding: .utf8)

    let found = try imports(in: directory).map(\.module)

    #expect(found == ["Domain", "CountriesAPI"])
  }

  // MARK: - Helpers

  private struct Import: CustomStringConvertible {
    let file: String
    let path: String
    let module: String
    var description: String { "\(file): import \(module)" }
  }

  private func imports(under relativePath: String) throws -> [Import] {
    try imports(in: root().appendingPathComponent(relativePath))
  }

  private func imports(in directory: URL) throws -> [Import] {
    try swiftFiles(in: directory).flatMap { file in
      try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap {
        line -> Import? in
        let words = line.split(separator: " ")
        guard words.count >= 2,
          words[0] == "import" || (words[0].hasPrefix("@") && words.dropFirst().first == "import")
        else { return nil }
        let module = words[words[0] == "import" ? 1 : 2]
        return Import(
          file: file.lastPathComponent, path: file.path,
          module: String(module.split(separator: ".")[0]))
      }
    }
  }

  private func swiftFiles(under relativePath: String) throws -> [URL] {
    try swiftFiles(in: root().appendingPathComponent(relativePath))
  }

  private func swiftFiles(in directory: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter {
      $0.pathExtension == "swift" && !$0.path.contains("/.build")
    }
  }

  private func allFiles(named name: String) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: root(), includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter {
      $0.lastPathComponent == name && !$0.path.contains("/.build") && !$0.path.contains("/.git/")
    }
  }

  private func read(_ relativePath: String) throws -> String {
    try String(contentsOf: root().appendingPathComponent(relativePath), encoding: .utf8)
  }

  private func root() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
