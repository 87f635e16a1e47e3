import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import LanguagePacks
import Testing

@testable import Interpretation
@testable import Presentation

/// A game started in French, Spanish, German, Portuguese or Italian is read from the words natives
/// type, and asks, grades, hints and sums up in that language.
@Suite struct GameLanguageTests {
  @Test(arguments: [
    ("quiz sur les capitales", Game.Mode.capitals, Language.french),
    ("joue aux drapeaux", .flags, .french),
    ("Défi du jour", .daily, .french),
    ("jugar a las capitales", .capitals, .spanish),
    ("quiz de banderas", .flags, .spanish),
    ("reto del día", .daily, .spanish),
    ("Quiz Hauptstädte", .capitals, .german),
    ("Quiz Flaggen", .flags, .german),
    ("teste de capitais", .capitals, .portuguese),
    ("desafio do dia", .daily, .portuguese),
    ("quiz sulle capitali", .capitals, .italian),
    ("gioca con le bandiere", .flags, .italian),
    ("quiz me on capitals", .capitals, .english),
  ])
  func read_startsAGameInTheLanguageItIsAskedIn(
    line: String, mode: Game.Mode, language: Language
  ) throws {
    let request = try #require(GameRequest.read(line))

    #expect(request.mode == mode)
    #expect(request.language == language)
  }

  @Test(arguments: [
    ("joue à nommer les pays d'Afrique", "pays d'afrique", nil, Language.french),
    ("juega a nombrar los países de Sudamérica en 3 minutos", "paises de sudamerica", 3, .spanish),
    ("Spiel: nenne die Länder in Afrika in fünf Minuten", "lander in afrika", 5, .german),
    ("joga a nomear os países da Europa", "paises da europa", nil, .portuguese),
    ("gioca a nominare i paesi dell'Africa in 2 minuti", "paesi dell'africa", 2, .italian),
  ])
  func read_nameThemAll_givesTheTopicForTheInterpreterAndTheClock(
    line: String, topic: String, minutes: Int?, language: Language
  ) throws {
    let request = try #require(GameRequest.read(line))

    #expect(request.mode == .nameAll)
    #expect(request.topic == topic)
    #expect(request.minutes == minutes)
    #expect(request.language == language)
  }

  @Test func read_aBareQuiz_followsTheConversationsLanguage() throws {
    #expect(GameRequest.read("quiz", preferring: .italian)?.language == .italian)
    #expect(GameRequest.read("quiz")?.language == .english)
  }

  @Test(arguments: [
    "quelle est la capitale du Pérou", "cuál es la capital de Perú", "Hauptstadt von Peru",
    "qual é a capital do Peru", "qual è la capitale del Perù", "joueurs du Pérou",
  ])
  func read_leavesQuestionsInEveryLanguageAlone(line: String) {
    #expect(GameRequest.read(line) == nil)
  }

  @Test func frenchGame_startsRightAnswerHintStopAndSummary_allInFrench() async throws {
    let (sut, _) = makeSUT()

    let (start, playing) = await sut.ask("quiz sur les capitales", in: Conversation())
    let game = try #require(playing.game)
    guard case .capital(let code) = game.currentRound,
      let country = GameWorld.board.country(code)
    else {
      Issue.record("expected a capital round")
      return
    }
    let (right, afterRight) = await sut.ask(country.capitals[0], in: playing)
    let (hint, afterHint) = await sut.ask("indice", in: afterRight)
    let (stop, after) = await sut.ask("arrête", in: afterHint)

    #expect(start.text.hasPrefix("C'est parti ! Question 1 sur 10 : Quelle est la capitale"))
    #expect(start.text.contains("Tapez votre réponse"))
    #expect(right.text.hasPrefix("✓ Bravo !"))
    #expect(right.text.contains("Question 2 sur 10"))
    #expect(hint.text.hasPrefix("Indice : "))
    #expect(hint.text.hasSuffix("(−1 point)"))
    #expect(stop.text.hasPrefix("Partie terminée.\nScore : 3 sur 6 — "))
    #expect(stop.text.contains("À revoir : "))
    // Only the question asked when the game stopped is missed, not the rounds it did not reach.
    #expect(stop.text.contains("À revoir : Capitale (North Macedonia) → Skopje."))
    #expect(stop.text.contains("Meilleur score : 3 (1 partie) · série : 1 jour."))
    #expect(stop.game?.over == true)
    #expect(after.game == nil)
    for reply in [start, right, hint, stop] {
      #expect(!reply.text.contains("capital of"), "\(reply.text)")
      #expect(!reply.text.contains("Score 3 of"), "\(reply.text)")
    }
  }

  @Test func frenchGame_namesCountriesAndCapitalsAsFrenchWritesThem() throws {
    var game = Game(
      mode: .capitals, rounds: [.capital("BE"), .countryOfCapital("PE")], startedAt: 0,
      total: 2, language: .french)

    let first = game.prompt(on: GameWorld.board, now: 0)
    let skipped = game.playLine("passer", on: GameWorld.board, now: 0)

    #expect(first == "Question 1 sur 2 : Quelle est la capitale du pays suivant : Belgique ?")
    #expect(skipped.text.hasPrefix("Passé : la réponse était Bruxelles."))
    #expect(skipped.text.contains("Lima est la capitale de quel pays ?"))
  }

  @Test func spanishGame_gradesTheCapitalAsSpanishWritesIt_andComparesInSpanishNumbers() {
    var capitals = Game(
      mode: .capitals, rounds: [.capital("BE")], startedAt: 0, total: 1, language: .spanish)
    var sizes = Game(
      mode: .higherLower, rounds: [.more("PE", "CL", .population)], startedAt: 0, total: 1,
      language: .spanish)

    let right = capitals.playLine("Bruselas", on: GameWorld.board, now: 0)
    let compared = sizes.playLine("el primero", on: GameWorld.board, now: 0)

    #expect(right.text.hasPrefix("✓ ¡Correcto!"))
    #expect(
      compared.text.hasPrefix(
        "✓ ¡Correcto! Perú: unos 33 millones de habitantes; Chile: unos 19,1 millones de habitantes."
      ))
  }

  @Test func germanGame_commandsAndStatusInGerman_englishCommandsStillWork() {
    var game = Game(
      mode: .flags, rounds: [.flag("PE"), .flag("CL")], startedAt: 0, deadline: 300, total: 2,
      language: .german)

    let status = game.playLine("Punkte", on: GameWorld.board, now: 60)
    let skipped = game.playLine("skip", on: GameWorld.board, now: 60)
    let hint = game.playLine("Tipp", on: GameWorld.board, now: 60)

    #expect(status.text == "Punkte: 0 · Frage 1 von 2 · noch 4:00.")
    #expect(skipped.text.hasPrefix("Übersprungen. Die richtige Antwort: Peru."))
    #expect(hint.text == "Tipp: Es liegt in der Region Südamerika. (−1 Punkt)")
  }

  @Test func italianNameThemAll_saysWhatItWantsAndWhyACountryIsNotAnAnswer() {
    var game = Game(
      mode: .nameAll, startedAt: 0, deadline: 300,
      target: .group(.region("South America")), total: 4, language: .italian)

    let prompt = game.prompt(on: GameWorld.board, now: 0)
    let wrong = game.playLine("Belgio", on: GameWorld.board, now: 0)
    let stop = game.playLine("basta", on: GameWorld.board, now: 0)

    #expect(prompt == "Nomina i paesi in America del Sud: 4 in tutto.")
    #expect(wrong.text.hasPrefix("✗ Belgio? Non si trova in America del Sud."))
    #expect(stop.text.hasPrefix("Partita finita.\nHai nominato 0 su 4"))
    #expect(stop.text.contains("Da ripassare: Bolivia, Brasile, Cile, Perù."))
  }

  @Test func prefixNameThemAll_inItalian_countsTheNamesItalianWritesWithTheLetters() throws {
    let game = try #require(
      Game.start(
        mode: .nameAll, target: .prefix("Ci"), minutes: 1, language: .italian,
        on: GameWorld.board, now: 0, seed: 1))

    let english = Game.start(
      mode: .nameAll, target: .prefix("Ci"), minutes: 1, on: GameWorld.board, now: 0, seed: 1)

    #expect(game.total == 1)
    #expect(game.prompt(on: GameWorld.board, now: 0).contains("«Ci»"))
    #expect(english == nil)
  }

  /// The rules order a name-them-all's members by the data's names in the game's language; the
  /// results list them by the names the wording gives: the two must agree, or a result would name
  /// another member than the index it counts.
  @Test(arguments: Language.allCases)
  func nameThemAll_ordersItsMembersByTheNamesTheGameShows(language: Language) throws {
    let countries =
      GameWorld.countries + [
        european(
          "AT", "Austria",
          ["fra": "Autriche", "deu": "Österreich", "spa": "Austria", "por": "Áustria"]),
        european(
          "DE", "Germany",
          ["fra": "Allemagne", "deu": "Deutschland", "spa": "Alemania", "por": "Alemanha"]),
      ]
    let board = GameBoard(countries: countries, matcher: ExactNameMatcher(countries))
    let book = GamePhrasebook.of(language)
    let game = try #require(
      Game.start(
        mode: .nameAll, target: .group(.world), language: language, on: board, now: 0, seed: 1))

    let shown = game.results(on: board).map(\.answer)

    #expect(
      shown == countries.map(book.plainName).sorted { TextFolding.fold($0) < TextFolding.fold($1) })
  }

  @Test func nameThemAll_ofALanguageOrACurrency_namesItAsTheGamesLanguageDoes() {
    let austria = Country(
      cca2: "AT", cca3: "AUT", names: .init(common: "Austria", official: "Austria"),
      capitals: ["Vienna"], flag: .init(emoji: "🇦🇹", pngURL: ""), population: 1, area: 1,
      region: "Europe", subregion: "Central Europe",
      languages: [.init(code: "deu", name: "German")],
      currencies: [.init(code: "EUR", name: "Euro", symbol: "€")])
    let board = GameBoard(countries: [austria], matcher: ExactNameMatcher([austria]))

    let language = GameTarget.group(.language("German"))
    let currency = GameTarget.group(.currency("EUR"))

    #expect(
      language.description(on: board, in: .french) == "les pays où l'on parle allemand")
    #expect(
      currency.description(on: board, in: .spanish)
        == "los países que usan la moneda euro (EUR)")
    #expect(
      language.description(on: board, in: .english) == "the countries where German is spoken")
  }

  @Test func help_duringAnItalianGame_explainsTheGameInItalian() async {
    let (sut, _) = makeSUT()
    let (_, playing) = await sut.ask("quiz sulle capitali", in: Conversation())

    let (event, _) = await sut.send("aiuto", in: playing)

    #expect(event == .help(GamePhrasebook.italian.text(.help)))
  }

  @Test func gamesOfTheHelp_areInTheChatsLanguage() {
    #expect(ChatPhrasebook.of(.spanish).helpText.contains("quiz de capitales"))
    #expect(ChatPhrasebook.of(.spanish).helpText(on: .games).contains("reto del día"))
    #expect(!ChatPhrasebook.of(.spanish).helpText(on: .games).contains("quiz me"))
  }

  // MARK: - Helpers

  private func european(_ cca2: String, _ name: String, _ names: [String: String]) -> Country {
    Country(
      cca2: cca2, cca3: cca2 + "X",
      names: Country.Names(
        common: name, official: name,
        translations: names.mapValues { Country.LocalizedName(common: $0, official: $0) }),
      capitals: [], flag: Country.Flag(emoji: "", pngURL: ""), region: "Europe")
  }

  private func makeSUT() -> (ConversationEngine, FakeClock) {
    let clock = FakeClock()
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in MatchingInterpreter() },
      now: { clock.date }, seed: { 42 })
    return (engine, clock)
  }
}

/// An interpreter that reads nothing but matches names as the data writes them.
private struct MatchingInterpreter: QuestionInterpreter {
  private let names = ExactNameMatcher(GameWorld.countries)

  func interpret(_ text: String) -> Question? { nil }
  func read(_ text: String, candidates: [String]) -> Reading { Reading() }
  func countries(named text: String) -> NameMatch { names.countries(named: text) }
  func capitals(named text: String) -> NameMatch { names.capitals(named: text) }
}
