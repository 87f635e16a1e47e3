import Domain
import Foundation

/// The web chat: one self-contained HTML file. Its script and style are inline and allowed by hash in a
/// strict Content-Security-Policy, which allows nothing else: no other script, no inline handlers, no
/// external assets, requests to this server only. Replies are inserted as text, never as HTML.
enum WebPage {
  static let response = ServerResponse(
    status: 200,
    headers: [
      ("Content-Type", "text/html; charset=utf-8"),
      ("Content-Security-Policy", policy),
      ("Referrer-Policy", "no-referrer"),
      ("X-Frame-Options", "DENY"),
      ("Cache-Control", "no-cache"),
    ],
    body: Array(html.utf8))

  static let policy =
    "default-src 'none'; script-src '\(hash(WebPage.script))'; style-src '\(hash(WebPage.style))'; "
    + "connect-src 'self'; img-src 'self' data: \(flagImageHost); base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// Where the data's flag images live: shown under a flag reply, for browsers with no emoji font.
  static let flagImageHost = "https://flagcdn.com"

  /// A favicon that needs no request: a globe, as an inline SVG.
  static let favicon =
    "data:image/svg+xml,%3Csvg xmlns='http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg' viewBox='0 0 16 16'%3E"
    + "%3Ccircle cx='8' cy='8' r='7' fill='%232563eb'/%3E%3Cpath d='M1 8h14M8 1c-3 4-3 10 0 14"
    + "M8 1c3 4 3 10 0 14' stroke='%23fff' fill='none'/%3E%3C/svg%3E"

  static func hash(_ text: String) -> String {
    "sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
  }

  /// What the quiz answers, from `Capability.all`.
  static let hint = "Ask about \(Capability.summary)."

  static var html: String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Country Quiz</title>
    <link rel="icon" href="\(favicon)">
    <style>\(style)</style>
    </head>
    <body>
    <main>
    <h1>Country Quiz</h1>
    <p class="hint">\(hint)</p>
    <div id="commands"><button type="button">help</button><button type="button">about</button><button type="button">clear</button><button type="button">quiz me</button><button type="button">daily challenge</button></div>
    <section id="game" hidden aria-label="Game">
    <div class="game-bar"><span id="game-mode"></span><span id="game-progress"></span><span id="game-score"></span><span id="game-timer" role="timer" aria-live="off"></span></div>
    <p id="game-question" aria-live="polite"></p>
    <img id="game-flag" alt="The flag asked about" hidden>
    <div class="game-actions"><button type="button">hint</button><button type="button">skip</button><button type="button">score</button><button type="button">stop</button></div>
    </section>
    <div id="log" role="log" aria-live="polite" aria-label="Conversation"></div>
    <form id="ask" autocomplete="off">
    <label for="question" class="visually-hidden">Your question</label>
    <input id="question" name="question" maxlength="1000" placeholder="What is the capital of Belgium?" autofocus>
    <button type="submit" id="send">Send</button>
    </form>
    </main>
    <script>\(script)</script>
    </body>
    </html>
    """
  }
}
