import Domain
import DomainTestSupport
import Foundation
import Interpretation
import LanguagePacks
import Presentation
import Testing

@testable import QuizDaemon

/// The page and the replies to commands and errors follow the request's `Accept-Language`.
@Suite struct QuizAPILanguageTests {
  @Test func page_isServedInTheBrowsersLanguage() async {
    let sut = makeSUT()

    let response = await sut.respond(
      to: ServerRequest(
        method: "GET", target: "/", headers: [(name: "Accept-Language", value: "fr-CH, fr;q=0.9")]))

    let html = String(decoding: response.body, as: UTF8.self)
    #expect(response.header("Content-Language") == "fr")
    #expect(response.header("Vary") == "Accept-Language")
    #expect(html.contains(#"<html lang="fr">"#))
    #expect(html.contains(#"<button type="submit" id="send">Envoyer</button>"#))
    #expect(html.contains(#"placeholder="Quelle est la capitale de la Belgique ?""#))
  }

  @Test(arguments: Language.allCases)
  func page_hasOneScriptAndPolicyInEveryLanguage(language: Language) {
    let html = WebPage.html(in: language)

    #expect(html.contains("<script>\(WebPage.script)</script>"))
    #expect(html.contains(ChatPhrasebook.of(language).text(.hint)))
    for word in ChatPhrasebook.of(language).commandButtons {
      #expect(html.contains(">\(word)</button>"))
    }
  }

  @Test func page_offersGamesAndTheirButtonsInItsLanguage_sendingWordsEveryGameKnows() {
    let html = WebPage.html(in: .french)

    #expect(html.contains(#"<button type="button">quiz</button>"#))
    #expect(html.contains(#"<button type="button">défi du jour</button>"#))
    #expect(html.contains(#"<button type="button" data-command="hint">indice</button>"#))
    #expect(html.contains(#"<button type="button" data-command="stop">arrête</button>"#))
    #expect(html.contains(#"data-game-named="Nommés : {count} sur {total}""#))
    #expect(html.contains(#"data-remember="retiens" data-forget="oublie""#))
    #expect(html.contains(#"data-mode-name-all="Nommez-les tous""#))
    #expect(html.contains(#"data-mode-higher-lower="Plus ou moins""#))
    #expect(!html.contains("quiz me"))
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func page_labelsItsStarsFlagsMapsGameAndLocationInItsLanguage(language: Language) {
    let html = WebPage.html(in: language)
    let book = ChatPhrasebook.of(language)

    for kind in Self.pageWords {
      #expect(html.contains("\"\(book.text(kind))\""), "\(language) \(kind)")
    }
    for english in [
      "Favourite: ", "Flag of", "Maps", "aria-label=\"Game\"", "The flag asked about",
      "Asking your",
      "permission denied", "timed out", "position unavailable", "cannot tell",
    ] {
      #expect(!html.contains(english), "\(language) page says \(english)")
    }
  }

  @Test func script_neverReadsARepliesWords() {
    for mark in ["✓", "✗", "startsWith", "Favourite: ", "Flag of", "Maps", "Asking your browser"] {
      #expect(!WebPage.script.contains(mark), "page.js holds \(mark)")
    }
  }

  @Test func ask_startsABareQuizInTheBrowsersLanguage() async throws {
    let sut = makeSUT()

    let response = await sut.respond(to: ask(#"{"question":"quiz"}"#, language: "es-ES,es"))

    let json = try object(response)
    #expect(json["outcome"] as? String == "game")
    #expect((json["text"] as? String)?.hasPrefix("¡A jugar! Pregunta 1 de ") == true, "\(json)")
  }

  @Test func ask_answersACommandInTheBrowsersLanguage() async throws {
    let sut = makeSUT()

    let response = await sut.respond(to: ask(#"{"question":"hilfe"}"#, language: "de-DE,de"))

    let json = try object(response)
    #expect(json["kind"] as? String == "help")
    #expect(json["text"] as? String == ChatPhrasebook.of(.german).helpText)
  }

  @Test func ask_wordsAnUnrecognizedLineInTheBrowsersLanguage() async throws {
    let sut = makeSUT()

    let response = await sut.respond(to: ask(#"{"question":"xyzzy"}"#, language: "it"))

    #expect(
      try object(response)["text"] as? String == ChatPhrasebook.of(.italian).text(.unrecognized))
  }

  @Test func ask_speaksEnglishWithNoAcceptLanguage() async throws {
    let sut = makeSUT()

    let response = await sut.respond(to: ask(#"{"question":"clear"}"#, language: nil))

    #expect(try object(response)["text"] as? String == "The conversation is cleared.")
  }

  // MARK: - Helpers

  /// The words the page shows or reads aloud that come from the phrasebook through `data-`.
  private static let pageWords: [ChatPhrasebook.Kind] = [
    .favouriteLabel, .flagLabel, .mapsLabel, .gameLabel, .gameFlagLabel, .locating,
    .locationUnsupported, .locationDenied, .locationTimedOut, .locationUnavailable,
  ]

  private func makeSUT() -> QuizAPI {
    let answerer = QuizAnswerer(loader: CountryLoaderStub.delivering(SampleCountries.all)) {
      RuleBasedQuestionInterpreter(countries: $0)
    }
    return QuizAPI(answerer: answerer, metrics: Metrics())
  }

  private func ask(_ body: String, language: String?) -> ServerRequest {
    askRequest(body, headers: language.map { [(name: "Accept-Language", value: $0)] } ?? [])
  }

}
