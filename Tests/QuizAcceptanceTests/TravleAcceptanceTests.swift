import Composition
import Domain
import Foundation
import GameRules
import Presentation
import Testing

/// The route game through the composed engine over the bundled data: started and won along a
/// shortest route in each of the six languages, Portugal to Poland won with a longer route, and
/// the daily route the same for everyone with a line to share.
@Suite struct TravleAcceptanceTests {
  private static let answerer = QuizComposer.makeAnswerer(
    configuration: QuizConfiguration(isOffline: true))
  private let now = Date(timeIntervalSince1970: 1_795_000_000)

  @Test(arguments: [
    (Language.english, "route game", "You made it from"),
    (.french, "jeu des routes", "Vous êtes allé de"),
    (.spanish, "juego de rutas", "Llegaste de"),
    (.german, "Routenspiel", "Geschafft von"),
    (.portuguese, "jogo das rotas", "Chegou de"),
    (.italian, "gioco delle rotte", "Sei andato da"),
  ])
  func aWholeGame_isStartedAndWonAlongAShortestRoute_inItsLanguage(
    language: Language, start: String, won: String
  ) async throws {
    let engine = engine(seed: 11)
    let board = try await Self.answerer.load().get().board
    var (reply, conversation) = await engine.ask(start, in: Conversation())
    let travle = try #require(conversation.game?.travle, "\(reply.text)")
    #expect(conversation.game?.language == language)
    #expect(reply.game?.mode == .travle)
    #expect(Travle.between.contains(travle.shortest))
    let route = TravleMap(travle, on: board).route(on: board)
    #expect(route.count == travle.shortest + 2)

    for code in route.dropFirst().dropLast() {
      let country = try #require(board.country(code))
      (reply, conversation) = await engine.ask(country.name(in: language), in: conversation)
      #expect(reply.text.hasPrefix("✓"), "\(reply.text)")
    }

    #expect(reply.text.contains(won), "\(reply.text)")
    #expect(reply.game?.over == true)
    #expect(reply.game?.score == Travle.bestScore)
    #expect(conversation.game == nil)
  }

  @Test func portugalToPoland_wonByALongerRoute_marksTheDetours_andScoresLess() async throws {
    let engine = engine(seed: 1)
    var conversation = Self.playing("PT", "PL", shortest: 3)
    var replies: [String] = []
    for line in ["Japan", "Spain", "hint", "Switzerland", "Austria", "Czechia"] {
      let reply: Reply
      (reply, conversation) = await engine.ask(line, in: conversation)
      replies.append(reply.text)
    }

    #expect(replies[0].hasPrefix("✗ Japan is off the way."), "\(replies[0])")
    #expect(replies[1].hasPrefix("✓ Spain is on a shortest route."), "\(replies[1])")
    #expect(replies[2].hasPrefix("Hint: France"), "\(replies[2])")
    #expect(replies[3].hasPrefix("~ Switzerland is on a longer route"), "\(replies[3])")
    #expect(
      replies[5].contains(
        "You made it from Portugal to Poland in 6 guesses: Portugal → Spain → France → Switzerland → Austria → Czechia → Poland."
      ))
    #expect(conversation.game == nil)
  }

  @Test func stop_showsAShortestRoute() async throws {
    let (reply, conversation) = await engine(seed: 1).ask(
      "stop", in: Self.playing("PT", "PL", shortest: 3))

    #expect(reply.text.contains("A shortest route: Portugal → Spain → France → Germany → Poland."))
    #expect(conversation.game == nil)
  }

  @Test func theDailyRoute_isTheSameForEveryone_andEndsWithALineToShare() async throws {
    let board = try await Self.answerer.load().get().board
    let (_, first) = await engine(seed: 1).ask("daily route", in: Conversation())
    let (_, second) = await engine(seed: 2).ask("route du jour", in: Conversation())
    let travle = try #require(first.game?.travle)
    #expect(second.game?.travle == travle)
    #expect(first.game?.mode == .travleDaily)

    var conversation = first
    var share: String?
    for code in TravleMap(travle, on: board).route(on: board).dropFirst().dropLast() {
      let name = try #require(board.country(code)).names.common
      let reply: Reply
      (reply, conversation) = await engine(seed: 1).ask(name, in: conversation)
      share = reply.game?.share
    }

    let line = try #require(share)
    let squares = String(repeating: "🟩", count: travle.shortest)
    #expect(
      line == "Country Quiz route 2026-11-18 \(travle.shortest)/\(travle.shortest) ✨ \(squares)")
  }

  @Test(arguments: [
    ("travle", Game.Mode.travle, Language.english), ("play travle", .travle, .english),
    ("Route game", .travle, .english), ("daily route", .travleDaily, .english),
    ("jeu des routes", .travle, .french), ("route du jour", .travleDaily, .french),
    ("juego de rutas", .travle, .spanish), ("Routenspiel", .travle, .german),
    ("jogo das rotas", .travle, .portuguese), ("gioco delle rotte", .travle, .italian),
  ])
  func aRequest_startsARouteGameInItsLanguage(line: String, mode: Game.Mode, language: Language)
    async throws
  {
    let (reply, conversation) = await engine(seed: 3).ask(line, in: Conversation())

    #expect(conversation.game?.mode == mode, "\(reply.text)")
    #expect(conversation.game?.language == language)
    #expect(reply.text.contains("by land") == (language == .english))
  }

  private func engine(seed: UInt64) -> ConversationEngine {
    let now = now
    return QuizComposer.makeEngine(answerer: Self.answerer, now: { now }, seed: { seed })
  }

  private static func playing(_ start: String, _ end: String, shortest: Int) -> Conversation {
    var conversation = Conversation()
    let travle = Travle(start: start, end: end, shortest: shortest)
    conversation.game = Game(
      mode: .travle, startedAt: 1_795_000_000, total: travle.allowed, travle: travle)
    return conversation
  }
}
