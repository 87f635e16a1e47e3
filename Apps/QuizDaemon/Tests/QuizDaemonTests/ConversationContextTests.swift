import Domain
import DomainTestSupport
import Foundation
import Interpretation
import Presentation
import Testing

@testable import QuizDaemon

@Suite struct HMACSHA256Tests {
  /// RFC 4231 test cases 1, 2, 3, 4, 6 and 7 (case 5 truncates the output).
  @Test(arguments: [
    (
      String(repeating: "0b", count: 20), "4869205468657265",
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
      String(repeating: "aa", count: 20), String(repeating: "dd", count: 50),
      "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
    ),
    (
      "0102030405060708090a0b0c0d0e0f10111213141516171819", String(repeating: "cd", count: 50),
      "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
    ),
    (
      String(repeating: "aa", count: 131),
      "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
    (
      String(repeating: "aa", count: 131),
      "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b657920616e642061206c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565647320746f20626520686173686564206265666f7265206265696e6720757365642062792074686520484d414320616c676f726974686d2e",
      "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
    ),
  ])
  func authenticationCode_matchesTheRFC4231Vectors(key: String, data: String, expected: String) {
    let sut = HMACSHA256(key: bytes(hex: key))

    let code = sut.authenticationCode(bytes(hex: data))

    #expect(code.map { String(format: "%02x", $0) }.joined() == expected)
  }

  @Test func isEqual_refusesCodesThatDifferInOneBit() {
    #expect(HMACSHA256.isEqual([1, 2, 3], [1, 2, 3]))
    #expect(!HMACSHA256.isEqual([1, 2, 3], [1, 2, 2]))
    #expect(!HMACSHA256.isEqual([1, 2, 3], [1, 2]))
  }

  private func bytes(hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    return bytes
  }
}

@Suite struct ConversationContextTests {
  @Test func open_readsBackTheConversationItSealed() {
    let sut = ConversationContext(secret: "shared")

    let opened = sut.open(sut.seal(sample))

    #expect(opened == sample)
  }

  @Test func open_acceptsAContextSealedByAnotherReplicaWithTheSameSecret() {
    let replica = ConversationContext(secret: "shared")

    let opened = ConversationContext(secret: "shared").open(replica.seal(sample))

    #expect(opened == sample)
  }

  @Test func open_refusesAContextSealedWithAnotherKey() {
    let context = ConversationContext(secret: "other").seal(sample)

    #expect(ConversationContext(secret: "shared").open(context) == nil)
    #expect(
      ConversationContext(secret: nil).open(ConversationContext(secret: nil).seal(sample)) == nil)
  }

  @Test func open_refusesAnAlteredPayload() throws {
    let sut = ConversationContext(secret: "shared")
    let forged = ConversationContext(secret: "shared").seal(
      Conversation(intent: .capital, countries: ["KP"]))
    let genuine = sut.seal(sample)
    let genuineMac = try #require(genuine.split(separator: ".").last)
    let forgedPayload = forged.split(separator: ".").dropLast().joined(separator: ".")

    #expect(sut.open(forgedPayload + "." + genuineMac) == nil)
  }

  @Test(arguments: [
    "", "v2", "v2..", "v2.abc.def", "v1.Y2FwaXRhbHxQRXx8fHx8fA.AAAA", "not a context",
    String(repeating: "a", count: 2000),
  ])
  func open_refusesMalformedOrStaleContexts(context: String) {
    #expect(ConversationContext(secret: "shared").open(context) == nil)
  }

  @Test func seal_staysWithinOneKilobyteForTheLargestConversation() {
    let largest = Conversation(
      intent: .countriesByLanguage, countries: ["KP", "KR"], group: .language("Persian (Farsi)"),
      measure: .population, order: .least, pendingIntent: .callingCode,
      candidates: ["KP", "KR", "CG", "CD", "VG", "VI", "US", "GB"],
      retry: String(repeating: "é", count: 150), language: .portuguese)

    let context = ConversationContext(secret: "shared").seal(largest)

    #expect(context.utf8.count <= ConversationContext.maximumLength)
    #expect(context.hasPrefix("v3."))
  }

  private let sample = Conversation(
    intent: .capital, countries: ["PE", "CL"], group: .region("South America"),
    pendingIntent: nil, candidates: ["KP", "KR"], retry: "capital of peru")
}

@Suite struct QuizAPIContextTests {
  @Test func ask_answersAFollowUpWithTheContextThePreviousReplyReturned() async throws {
    let sut = sampleQuizAPI()
    let first = try object(await sut.respond(to: ask(["question": "capital of chile"])))
    let context = try #require(first["context"] as? String)

    let second = try object(
      await sut.respond(to: ask(["question": "and its flag?", "context": context])))

    #expect(second["intent"] as? String == "flag")
    #expect(second["countries"] as? [String] == ["CL"])
    #expect(second["contextNotice"] == nil)
  }

  @Test func ask_returnsTheSameContextWhenTheLineLeftTheConversationAsItWas() async throws {
    let sut = sampleQuizAPI()
    let first = try object(await sut.respond(to: ask(["question": "capital of chile"])))
    let context = try #require(first["context"] as? String)

    let again = try object(
      await sut.respond(to: ask(["question": "capital of chile", "context": context])))
    let moved = try object(
      await sut.respond(to: ask(["question": "capital of belgium", "context": context])))

    #expect(again["context"] as? String == context)
    let next = try #require(moved["context"] as? String)
    #expect(next != context)
    let followUp = try object(
      await sut.respond(to: ask(["question": "and its flag?", "context": next])))
    #expect(followUp["countries"] as? [String] == ["BE"])
  }

  @Test func ask_answersAnyReplicaSharingTheSecret() async throws {
    let first = try object(await sampleQuizAPI().respond(to: ask(["question": "capital of chile"])))
    let context = try #require(first["context"] as? String)

    let second = try object(
      await sampleQuizAPI().respond(to: ask(["question": "and its flag?", "context": context])))

    #expect(second["countries"] as? [String] == ["CL"])
  }

  @Test func ask_answersOnItsOwnWithANoticeOnAForgedContext() async throws {
    let sut = sampleQuizAPI()

    let response = await sut.respond(
      to: ask(["question": "capital of chile", "context": "v1.Y2FwaXRhbHxQRQ.AAAA"]))

    let json = try object(response)
    #expect(response.status == 200)
    #expect(json["countries"] as? [String] == ["CL"])
    #expect(json["contextNotice"] is String)
  }

  @Test func ask_returnsTheProfileTheClientKeeps_alsoAfterClear() async throws {
    let sut = sampleQuizAPI()
    let body = #"{"question":"clear","profile":{"favourites":["JP","PE"]}}"#

    let json = try object(await sut.respond(to: askRequest(body)))

    let profile = try #require(json["profile"] as? [String: Any])
    #expect(profile["favourites"] as? [String] == ["JP", "PE"])
  }

  @Test func ask_leavesTheProfileOutWhenTheClientKeepsNone() async throws {
    let json = try object(await sampleQuizAPI().respond(to: ask(["question": "capital of chile"])))

    #expect(json["profile"] == nil)
  }

  @Test(arguments: [("help", "help"), ("about", "about"), ("clear", "clear")])
  func ask_runsTheChatCommandsThroughTheEngine(line: String, kind: String) async throws {
    let sut = sampleQuizAPI()

    let json = try object(await sut.respond(to: ask(["question": line])))

    #expect(json["kind"] as? String == kind)
    #expect(json["text"] is String)
    #expect(json["context"] is String)
  }

  @Test func respondImmediately_answersAFollowUpOnTheLoopOnceDataIsLoaded() async throws {
    let sut = sampleQuizAPI()
    let first = try object(await sut.respond(to: ask(["question": "capital of chile"])))
    let context = try #require(first["context"] as? String)

    let response = try #require(
      sut.respondImmediately(to: ask(["question": "and its flag?", "context": context])))

    #expect(try object(response)["countries"] as? [String] == ["CL"])
  }
}
