import Domain
import Foundation
import LanguagePacks
import Presentation

/// The web chat: one self-contained HTML file. Its script and style are inline and allowed by hash in a
/// strict Content-Security-Policy, which allows nothing else: no other script, no inline handlers, no
/// external assets (flags come from this server's `/flags/`, the favicon is a data: URL), requests to
/// this server only. Replies are inserted as text, never as HTML.
/// The script and style are edited as Apps/QuizDaemon/Web/page.js and page.css; `make web-assets`
/// writes them into `WebPage+Text.swift`.
enum WebPage {
  /// The page in the language of a request's `Accept-Language` (English when it lists none the quiz
  /// speaks): its labels, placeholder and hint come from that language's `ChatPhrasebook`. The script
  /// and style are the same in every language, so one policy's hashes fit every page.
  static func response(acceptLanguage: String?) -> ServerResponse {
    responses[UserLanguage.of(acceptLanguage: acceptLanguage)] ?? response
  }

  /// The English page.
  static let response = makeResponse(.english)

  private static let responses = Dictionary(
    uniqueKeysWithValues: Language.allCases.map { ($0, makeResponse($0)) })

  private static func makeResponse(_ language: Language) -> ServerResponse {
    ServerResponse(
      status: 200,
      headers: [
        ("Content-Type", "text/html; charset=utf-8"),
        ("Content-Language", language.localeIdentifier),
        ("Vary", "Accept-Language"),
        ("Content-Security-Policy", policy),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cache-Control", "no-cache"),
      ],
      body: Array(html(in: language).utf8))
  }

  static let policy =
    "default-src 'none'; script-src '\(hash(WebPage.script))'; style-src '\(hash(WebPage.style))'; "
    + "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// A favicon that needs no request: a globe, as an inline SVG.
  static let favicon =
    "data:image/svg+xml,%3Csvg xmlns='http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg' viewBox='0 0 16 16'%3E"
    + "%3Ccircle cx='8' cy='8' r='7' fill='%232563eb'/%3E%3Cpath d='M1 8h14M8 1c-3 4-3 10 0 14"
    + "M8 1c3 4 3 10 0 14' stroke='%23fff' fill='none'/%3E%3C/svg%3E"

  static func hash(_ text: String) -> String {
    "sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
  }

  /// What the quiz answers, from `Capability.all` (English's hint; every language has its own).
  static let hint = ChatPhrasebook.of(.english).text(.hint)

  static var html: String { html(in: .english) }

  /// The page in `language`. The script reads its own words from `data-` attributes of `main`, so
  /// it stays one text with one hash.
  /// `listing`: the capabilities its hint says the quiz answers.
  static func html(in language: Language, listing: [Capability] = Capability.all) -> String {
    let book = ChatPhrasebook.of(language)
    func say(_ kind: ChatPhrasebook.Kind) -> String { escaped(book.text(kind, listing: listing)) }
    let buttons = book.commandButtons.map { "<button type=\"button\">\(escaped($0))</button>" }
    // Games start in the page's language; the game's buttons say their command in it and send
    // English's, which every game understands whatever its language.
    let games = GamePhrasebook.of(language)
    let gameButtons = games.startButtons.map {
      "<button type=\"button\">\(escaped($0))</button>"
    }.joined()
    let actions = zip(games.buttons, GamePhrasebook.of(.english).buttons).map { label, command in
      "<button type=\"button\" data-command=\"\(escaped(command))\">\(escaped(label))</button>"
    }.joined()
    let panel = games.panel
    let modes = GameMode.allCases.map {
      " data-mode-\($0.rawValue)=\"\(escaped(games.name(of: $0)))\""
    }.joined()
    return """
      <!doctype html>
      <html lang="\(language.localeIdentifier)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Country Quiz</title>
      <link rel="icon" href="\(favicon)">
      <style>\(style)</style>
      </head>
      <body>
      <main data-retry="\(say(.retry))" data-typing="\(say(.typing))" data-unreachable="\(say(.unreachable))" data-failure="\(say(.httpFailure))" data-profile-lost="\(say(.profileLost))" data-game-score="\(escaped(panel.score))" data-game-named="\(escaped(panel.named))" data-game-question="\(escaped(panel.question))" data-remember="\(escaped(book.favouriteButtons.remember))" data-forget="\(escaped(book.favouriteButtons.forget))" data-favourite="\(say(.favouriteLabel))" data-flag="\(say(.flagLabel))" data-maps="\(say(.mapsLabel))" data-locating="\(say(.locating))" data-location-unsupported="\(say(.locationUnsupported))" data-location-denied="\(say(.locationDenied))" data-location-timed-out="\(say(.locationTimedOut))" data-location-unavailable="\(say(.locationUnavailable))" data-answer-placeholder="\(say(.answerPlaceholder))"\(modes)>
      <h1>Country Quiz</h1>
      <p class="hint">\(say(.hint))</p>
      <div id="commands">\(buttons.joined())\(gameButtons)</div>
      <section id="game" hidden aria-label="\(say(.gameLabel))">
      <div class="game-bar"><span id="game-mode"></span><span id="game-progress"></span><span id="game-score"></span><span id="game-timer" role="timer" aria-live="off"></span></div>
      <p id="game-question"></p>
      <img id="game-flag" alt="\(say(.gameFlagLabel))" hidden>
      <div class="game-actions">\(actions)</div>
      </section>
      <div id="log" role="log" aria-live="polite" aria-label="\(say(.conversationLabel))"></div>
      <form id="ask" autocomplete="off">
      <label for="question" class="visually-hidden">\(say(.questionLabel))</label>
      <input id="question" name="question" maxlength="1000" placeholder="\(escaped(book.example(.capital)))" autofocus>
      <button type="submit" id="send">\(say(.send))</button>
      </form>
      </main>
      <script>\(script)</script>
      </body>
      </html>
      """
  }

  /// Text for HTML content and quoted attributes (the phrasebooks' own words, never data).
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
