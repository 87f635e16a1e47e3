import Foundation
import LoopbackHTTP
import Testing

/// A country's shape on the web page: an inline SVG built from the reply's path, inside the
/// window on a desktop and on a phone, asked with the keyboard alone.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebShapeTests {
  @Test(arguments: [1100, 390])
  func page_drawsTheShapeOfItalyAsAnSVGThatFitsTheWidth(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)

    try browser.type("show me the shape of Italy\u{E007}", into: try browser.element("#question"))
    try browser.waitFor(
      "This is the shape of Italy:", in: "return document.getElementById('log').innerText")

    let drawn = try browser.waitFor(
      "drawn",
      in: """
        const s = document.querySelector('#log svg.shape');
        if (!s) return 'waiting';
        const box = s.getBoundingClientRect();
        const path = s.querySelector('path');
        return box.width > 100 && box.height > 100 && box.right <= window.innerWidth
          && path.getAttribute('d').startsWith('M') && path.getBBox().height > 200
          && s.getAttribute('aria-label').includes('Italy') ? 'drawn' : 'waiting ' + box.width;
        """)
    #expect(drawn == "drawn")
    #expect(
      try browser.evaluate("return document.documentElement.scrollWidth <= window.innerWidth")
        as? Bool == true)
    if let folder = ProcessInfo.processInfo.environment["QUIZ_SCREENSHOTS"] {
      try browser.screenshot().write(
        to: URL(fileURLWithPath: folder).appendingPathComponent("web-shape-\(width).png"))
    }
  }
}
