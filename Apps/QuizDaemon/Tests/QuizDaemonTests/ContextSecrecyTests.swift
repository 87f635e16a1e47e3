import Domain
import Foundation
import Presentation
import Testing

@testable import QuizDaemon

/// What a client can do with the context it carries: read nothing from it, re-spell nothing in it, and
/// crash nothing with what it signs itself when it has the secret.
@Suite struct ContextSecrecyTests {
  @Test func seal_hidesTheGamesRounds_soTheContextRevealsNoAnswer() async throws {
    let sut = sampleQuizAPI()
    let start = try object(await sut.respond(to: ask(["question": "quiz me on capitals"])))
    let context = try #require(start["context"] as? String)
    let opened = try #require(ConversationContext(secret: "shared").open(context))
    let game = try #require(opened.game)
    let parts = context.split(separator: ".")
    let box = try #require(Base64URL.decode(ArraySlice(parts[1].utf8)))
    let readable = String(decoding: box, as: UTF8.self)
    let plain = Array(opened.text.utf8)

    #expect(!game.rounds.isEmpty)
    #expect(game.rounds.contains { round in round.codes.contains { opened.text.contains($0) } })
    // No eight bytes of the plain text, which spells the rounds' codes, show in the box: a two-letter
    // code alone would show in random bytes now and then (one run in a few hundred).
    for start in 0..<max(0, plain.count - 8) {
      let window = String(decoding: plain[start..<start + 8], as: UTF8.self)
      #expect(!readable.contains(window), "\(window)")
    }
    #expect(!readable.contains("capitals"))
  }

  @Test func aGameTravelsOnlyEncrypted_aSignedContextClaimingOneIsRefused() async throws {
    let sut = sampleQuizAPI()
    let contexts = ConversationContext(secret: "shared")
    let start = try object(await sut.respond(to: ask(["question": "quiz me on capitals"])))
    let sealed = try #require(start["context"] as? String)
    let playing = try #require(contexts.open(sealed))
    let question = try object(await sut.respond(to: ask(["question": "capital of chile"])))

    #expect(sealed.hasPrefix("v3s."))
    #expect((question["context"] as? String)?.hasPrefix("v3.") == true)
    #expect(contexts.open(contexts.seal(text: playing.text, encrypting: false)) == nil)
    #expect(contexts.open(contexts.seal(text: playing.text, encrypting: true)) == playing)
  }

  @Test func open_acceptsOneSpellingOfEachMac() throws {
    let sut = ConversationContext(secret: "shared")
    let context = sut.seal(Conversation(intent: .capital, countries: ["PE"]))
    let last = try #require(context.utf8.last)
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    let value = try #require(alphabet.firstIndex(of: last))

    #expect(sut.open(context) != nil)
    // A 32-byte MAC leaves the last character's two lowest bits unused: every other value of them
    // decoded to the same MAC before.
    for unused in 1...3 {
      let respelled = String(context.dropLast()) + String(UnicodeScalar(alphabet[value | unused]))
      #expect(sut.open(respelled) == nil, "\(respelled.suffix(3))")
    }
  }

  @Test(arguments: [
    ("", true), ("x", false), (String(repeating: "k", count: 31), false),
    (String(repeating: "k", count: 32), true), ("changeme", false),
  ])
  func secret_ofFewerThan32Bytes_isAUsageErrorNamingTheVariable(secret: String, accepted: Bool) {
    let result = ConversationContext.secret(in: ["QUIZD_SECRET": secret])

    switch result {
    case .success(let value):
      #expect(accepted)
      #expect(value == (secret.isEmpty ? nil : secret))
    case .failure(let error):
      #expect(!accepted)
      #expect(error.message.contains("QUIZD_SECRET"))
      #expect(error.message.contains("32"))
    }
  }

  /// The reported crash: start a game, then end it with a profile claiming the most games an Int
  /// holds (or the longest streak ending yesterday).
  @Test(arguments: [
    #"{"capitals":{"played":9223372036854775807}}"#,
    #"{"capitals":{"streak":9223372036854775807,"lastDay":20776}}"#,
    #"{"capitals":{"best":-9223372036854775808,"lastDay":-9223372036854775808}}"#,
  ])
  func stop_withAProfileAtTheEndsOfItsNumbers_answers(records: String) async throws {
    let sut = sampleQuizAPI()
    let start = try object(await sut.respond(to: ask(["question": "quiz me on capitals"])))
    let context = try #require(start["context"] as? String)
    let body =
      #"{"question":"stop","context":""# + context + #"","profile":{"games":{"records":"#
      + records + "}}}"

    let response = await sut.respond(to: askRequest(body))

    #expect(response.status == 200)
    #expect((try object(response)["game"] as? [String: Any])?["over"] as? Bool == true)
  }

  /// With the secret, a client can sign any text: every numeric field of a game set to extremes and
  /// random values, with profiles at extremes, through every game line. Thousands of requests; the
  /// process must survive each (a trap would end the test run).
  @Test func signedPayloadsWithExtremeNumbers_neverCrashTheAPI() async throws {
    let sut = sampleQuizAPI()
    let contexts = ConversationContext(secret: "shared")
    var generator = SeededGenerator(seed: 21)
    let extremes: [String] = [
      "9223372036854775807", "-9223372036854775808", "0", "-1", "99999999999999999999", "1e308",
      "253402300800", "86400",
    ]
    var templates: [String] = []
    for line in [
      "quiz me on capitals", "daily challenge", "play name all countries in 1 minute",
    ] {
      let start = try object(await sut.respond(to: ask(["question": line])))
      let context = try #require(start["context"] as? String)
      let conversation = try #require(contexts.open(context))
      if conversation.game != nil { templates.append(conversation.text) }
    }
    #expect(templates.count >= 2)
    var requests = 0
    var statuses: Set<Int> = []
    for template in templates {
      let fields = template.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      let parts = fields[7].split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      for part in [1, 2, 3, 6, 7, 8, 11, 12] {
        for value in extremes
          + (0..<60).map({ _ in String(Int(bitPattern: UInt(generator.next()))) })
        {
          var game = parts
          game[part] = value
          var conversation = fields
          conversation[7] = game.joined(separator: ";")
          let context = contexts.seal(text: conversation.joined(separator: "|"))
          let number = extremes[Int(generator.next() % UInt64(extremes.count))]
          let line = ["stop", "hint", "skip", "Lima", "score", "Peru"][Int(generator.next() % 6)]
          let body =
            #"{"question":""# + line + #"","context":""# + context
            + #"","profile":{"favourites":["PE"],"games":{"records":{"capitals":{"played":"#
            + number + #","streak":"# + number + #","best":"# + number + #","lastDay":"# + number
            + "}}}}}"
          let response = await sut.respond(to: askRequest(body))
          statuses.insert(response.status)
          requests += 1
        }
      }
    }
    #expect(requests > 1_000)
    #expect(statuses.isSubset(of: [200, 400]))
  }
}
