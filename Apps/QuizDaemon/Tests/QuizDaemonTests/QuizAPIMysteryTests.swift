import Domain
import DomainTestSupport
import Foundation
import GameRules
import Presentation
import Testing

@testable import QuizDaemon

/// The mystery country through `POST /v1/ask`: its secret travels sealed in the context, where a
/// client cannot read it, and an edited context plays nothing.
@Suite struct QuizAPIMysteryTests {
  private let secret = "CL"

  @Test func ask_answersAQuestionAboutTheSecret_andTheContextDoesNotShowIt() async throws {
    let sut = sampleQuizAPI()
    let context = ConversationContext(secret: "shared").seal(playing())

    let reply = try object(
      await sut.respond(to: ask(["question": "is it landlocked?", "context": context])))

    let text = try #require(reply["text"] as? String)
    #expect(text.hasPrefix("Landlocked?"), "\(text)")
    #expect(reply["outcome"] as? String == "game")
    let game = try #require(reply["game"] as? [String: Any])
    #expect(game["mode"] as? String == "mystery")
    #expect(game["over"] as? Bool == false)
    #expect(reply["contextNotice"] == nil)
    let next = try #require(reply["context"] as? String)
    #expect(next.hasPrefix("v3s."))
    let parts = next.split(separator: ".")
    let payload = String(
      decoding: try #require(Base64URL.decode(ArraySlice(parts[1].utf8))), as: UTF8.self)
    for clear in ["mystery", "CL.", "Chile", "Santiago"] {
      #expect(!payload.contains(clear))
      #expect(!next.contains(clear))
    }
    let opened = try #require(ConversationContext(secret: "shared").open(next))
    #expect(opened.game?.mystery?.questions == 1)
  }

  @Test func ask_ignoresAnEditedContext_andPlaysNothing() async throws {
    let sut = sampleQuizAPI()
    let genuine = ConversationContext(secret: "shared").seal(playing())
    var bytes = Array(genuine.utf8)
    let middle = bytes.count / 2
    bytes[middle] = bytes[middle] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
    let edited = String(decoding: bytes, as: UTF8.self)

    let reply = try object(await sut.respond(to: ask(["question": "Peru", "context": edited])))

    #expect(reply["contextNotice"] is String)
    #expect(reply["game"] == nil)
  }

  @Test func seal_ofTheLargestMystery_staysWithinOneKilobyte() throws {
    var largest = playing()
    largest.game = Game(
      mode: .mysteryDaily, guesses: 5, startedAt: 1_795_000_000, total: Mystery.maximumGuesses,
      day: 20_775, language: .portuguese,
      mystery: Mystery(
        secret: secret, guessed: ["PE", "BR", "AR", "BO", "EC"],
        questions: Mystery.maximumQuestions))
    largest.retry = String(repeating: "é", count: 150)
    largest.candidates = ["KP", "KR", "CG", "CD", "VG", "VI", "US", "GB"]

    let context = ConversationContext(secret: "shared").seal(largest)

    #expect(context.utf8.count <= ConversationContext.maximumLength, "\(context.utf8.count)")
    #expect(ConversationContext(secret: "shared").open(context) == largest)
  }

  private func playing() -> Conversation {
    var conversation = Conversation()
    conversation.game = Game(
      mode: .mystery, startedAt: 1_795_000_000, total: Mystery.maximumGuesses,
      mystery: Mystery(secret: secret))
    return conversation
  }
}
