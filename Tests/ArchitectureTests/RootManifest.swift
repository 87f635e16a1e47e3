import Foundation

/// The root manifest's targets, read as text: each `.target(`, `.executableTarget(` or `.testTarget(`
/// with its name, path and the quoted names in its `dependencies: [...]`.
struct RootManifest {
  struct Target: Equatable {
    let name: String
    let path: String
    let dependencies: [String]

    /// `QuizCLI` for `Apps/QuizCLI/...`, `Shared` for `Apps/Shared/...`; nil outside `Apps`.
    var app: String? {
      let parts = path.split(separator: "/")
      return parts.count > 1 && parts[0] == "Apps" ? String(parts[1]) : nil
    }
  }

  static func targets(in manifest: String) -> [Target] {
    let starts = [".target(", ".executableTarget(", ".testTarget("]
    var chunks: [Substring] = []
    var rest = manifest[...]
    while let start = starts.compactMap({ rest.range(of: $0) }).min(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      let next = starts.compactMap { rest[start.upperBound...].range(of: $0) }.min {
        $0.lowerBound < $1.lowerBound
      }
      chunks.append(rest[start.upperBound..<(next?.lowerBound ?? rest.endIndex)])
      rest = rest[(next?.lowerBound ?? rest.endIndex)...]
    }
    return chunks.compactMap { chunk in
      guard let name = quoted(after: "name:", in: chunk) else { return nil }
      return Target(
        name: name, path: quoted(after: "path:", in: chunk) ?? "",
        dependencies: dependencies(in: chunk))
    }
  }

  /// "A → B" for each app target that names a target of another app. `Apps/Shared` may name no app.
  static func crossAppDependencies(_ targets: [Target]) -> [String] {
    let appOf = Dictionary(targets.compactMap { t in t.app.map { (t.name, $0) } }) { a, _ in a }
    return targets.flatMap { target -> [String] in
      guard let app = target.app else { return [] }
      return target.dependencies.filter { dependency in
        guard let other = appOf[dependency] else { return false }
        return other != app && other != "Shared"
      }.map { "\(target.name) → \($0)" }
    }
  }

  private static func quoted(after label: String, in text: Substring) -> String? {
    guard let labelRange = text.range(of: label),
      let open = text[labelRange.upperBound...].firstIndex(of: "\""),
      let close = text[text.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(text[text.index(after: open)..<close])
  }

  private static func dependencies(in text: Substring) -> [String] {
    guard let label = text.range(of: "dependencies:"),
      let open = text[label.upperBound...].firstIndex(of: "[")
    else { return [] }
    var depth = 0
    var end = open
    for index in text[open...].indices {
      if text[index] == "[" { depth += 1 }
      if text[index] == "]" { depth -= 1 }
      if depth == 0 {
        end = index
        break
      }
    }
    return text[open..<end].split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
