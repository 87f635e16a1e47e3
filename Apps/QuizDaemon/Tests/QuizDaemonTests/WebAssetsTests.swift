import Foundation
import Testing

@testable import QuizDaemon

/// The page's script and style are edited as Apps/QuizDaemon/Web/page.js and page.css, and reach the
/// binary through the generated `WebPage+Text.swift` (`make web-assets`).
@Suite struct WebAssetsTests {
  @Test(arguments: [("page.js", WebPage.script), ("page.css", WebPage.style)])
  func generatedText_matchesItsWebFile(file: String, generated: String) throws {
    let source = try webFile(file)

    let differingLine = firstDifferingLine(generated + "\n", source)
    #expect(
      differingLine == nil,
      "WebPage+Text.swift is stale against Web/\(file) from line \(differingLine ?? 0): run `make web-assets`"
    )
  }

  @Test func page_allowsItsInlineScriptAndStyleByTheirHashes() throws {
    let html = WebPage.html(in: .english)

    let script = try #require(inline("script", in: html))
    let style = try #require(inline("style", in: html))
    #expect(WebPage.policy.contains("script-src '\(WebPage.hash(script))'"))
    #expect(WebPage.policy.contains("style-src '\(WebPage.hash(style))'"))
  }

  // MARK: - Helpers

  private func webFile(_ name: String) throws -> String {
    let web = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // QuizDaemonTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // QuizDaemon
      .appendingPathComponent("Web")
    return try String(contentsOf: web.appendingPathComponent(name), encoding: .utf8)
  }

  /// The first line (from 1) where two texts differ; nil when they are the same.
  private func firstDifferingLine(_ one: String, _ other: String) -> Int? {
    guard one != other else { return nil }
    let (lines, otherLines) = (one.split(separator: "\n"), other.split(separator: "\n"))
    let same = zip(lines, otherLines).prefix { $0 == $1 }.count
    return same + 1
  }

  /// The text between `<tag>` and `</tag>` in `html`.
  private func inline(_ tag: String, in html: String) -> String? {
    guard let open = html.range(of: "<\(tag)>"),
      let close = html.range(of: "</\(tag)>", range: open.upperBound..<html.endIndex)
    else { return nil }
    return String(html[open.upperBound..<close.lowerBound])
  }
}
