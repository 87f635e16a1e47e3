import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import GameRules
import Interpretation
import Presentation
import Testing

@testable import QuizDaemon

/// The route game through `POST /v1/ask`: its ends and the countries named travel sealed in the
/// context, the next line plays on from it, and the largest game's context stays within a kilobyte.
@Suite struct QuizAPITravleTests {
  @Test func ask_playsACountryFromTheContext_andTheContextDoesNotShowTheGame() async throws {
    let sut = routeAPI()
    let context = ConversationContext(secret: "shared").seal(playing())

    let reply = try object(
      await sut.respond(to: ask(["question": "Spain", "context": context])))

    let text = try #require(reply["text"] as? String)
    #expect(text.hasPrefix("✓ Spain is on a shortest route."), "\(text)")
    #expect(reply["outcome"] as? String == "game")
    let game = try #require(reply["game"] as? [String: Any])
    #expect(game["mode"] as? String == "travle")
    #expect(game["asked"] as? Int == 1)
    #expect(game["over"] as? Bool == false)
    let next = try #require(reply["context"] as? String)
    let payload = String(
      decoding: try #require(Base64URL.decode(ArraySlice(next.split(separator: ".")[1].utf8))),
      as: UTF8.self)
    for clear in ["travle", "PTPL", "Portugal"] {
      #expect(!payload.contains(clear))
    }
    let opened = try #require(ConversationContext(secret: "shared").open(next))
    #expect(opened.game?.travle?.named == ["ES"])

    let won = try object(
      await sut.respond(to: ask(["question": "France", "context": next])))
    let then = try #require(won["context"] as? String)
    let last = try object(
      await sut.respond(to: ask(["question": "Germany", "context": then])))
    #expect((last["text"] as? String)?.contains("You made it from Portugal to Poland") == true)
    #expect((last["game"] as? [String: Any])?["over"] as? Bool == true)
    #expect((last["game"] as? [String: Any])?["score"] as? Int == Travle.bestScore)
  }

  @Test func seal_ofTheLargestRouteGame_staysWithinOneKilobyte() throws {
    var largest = playing()
    let travle = Travle(
      start: "PT", end: "PL", shortest: 5, named: ["ES", "FR", "DE", "BE", "NL", "CH", "AT", "IT"],
      hints: 8)
    largest.game = Game(
      mode: .travleDaily, guesses: 9, startedAt: 1_795_000_000, endedAt: nil,
      total: travle.allowed, day: 20_775, language: .portuguese, travle: travle)
    largest.retry = String(repeating: "é", count: 150)
    largest.candidates = ["KP", "KR", "CG", "CD", "VG", "VI", "US", "GB"]

    let context = ConversationContext(secret: "shared").seal(largest)

    #expect(context.utf8.count <= ConversationContext.maximumLength, "\(context.utf8.count)")
    #expect(ConversationContext(secret: "shared").open(context) == largest)
  }

  private func routeAPI() -> QuizAPI {
    let answerer = QuizAnswerer(
      loader: CountryLoaderStub.delivering(RouteWorld.countries), readyFor: .seconds(60)
    ) { RuleBasedQuestionInterpreter(countries: $0) }
    return QuizAPI(answerer: answerer, metrics: Metrics(), secret: "shared")
  }

  private func playing() -> Conversation {
    var conversation = Conversation()
    let travle = Travle(start: "PT", end: "PL", shortest: 3)
    conversation.game = Game(
      mode: .travle, startedAt: 1_795_000_000, total: travle.allowed, travle: travle)
    return conversation
  }
}
