import Domain
import DomainTestSupport
import Foundation
import Interpretation
import Synchronization
import Testing

@testable import QuizDaemon

/// A request asked again within the second gets the reply made for it (`ReplyMemo`), and nothing a
/// reply depends on (the clock's second, the data, the language, a game's seed, the token) is skipped.
@Suite struct ReplyMemoTests {
  @Test func aRequestAskedAgainInTheSameSecond_getsTheSameReplyFromTheMemo() async throws {
    let (sut, metrics, _) = await makeLoadedSUT()
    let request = askRequest(#"{"question":"What is the capital of Belgium?"}"#, headers: [])

    let first = try #require(sut.respondImmediately(to: request))
    let again = try #require(sut.respondImmediately(to: request))

    #expect(try object(first)["text"] as? String == "The capital of Belgium is Brussels.")
    #expect(again == first)
    #expect(remembered(metrics) == 1)
  }

  @Test func aRequestWithAContext_isRememberedWithItsContext() async throws {
    let (sut, metrics, _) = await makeLoadedSUT()
    let start = try object(await sut.respond(to: ask(["question": "capital of Belgium?"])))
    let context = try #require(start["context"] as? String)
    let request = ask(["question": "and its flag?", "context": context])

    let first = try #require(sut.respondImmediately(to: request))
    let again = try #require(sut.respondImmediately(to: request))

    #expect(try object(first)["intent"] as? String == "flag")
    #expect(again == first)
    #expect(remembered(metrics) == 1)
  }

  @Test func theNextSecond_answersAfresh() async throws {
    let (sut, metrics, clock) = await makeLoadedSUT()
    let request = askRequest(#"{"question":"What is the capital of Belgium?"}"#, headers: [])

    let first = try object(try #require(sut.respondImmediately(to: request)))
    clock.advance(by: 1)
    let next = try object(try #require(sut.respondImmediately(to: request)))

    let age = try #require(first["ageSeconds"] as? Int)
    #expect(next["ageSeconds"] as? Int == age + 1)
    #expect(remembered(metrics) == 0)
  }

  @Test func anotherLanguage_isAnotherRequest() async throws {
    let (sut, metrics, _) = await makeLoadedSUT()
    let body = #"{"question":"Belgium"}"#

    let english = try object(
      try #require(sut.respondImmediately(to: askRequest(body, headers: []))))
    let french = try object(
      try #require(
        sut.respondImmediately(
          to: askRequest(body, headers: [(name: "Accept-Language", value: "fr")]))))

    let englishText = try #require(english["text"] as? String)
    #expect(englishText.contains("Belgium"))
    #expect(french["text"] as? String != englishText)
    #expect(remembered(metrics) == 0)
  }

  @Test func aGameIsNeverRemembered_soEachStartDrawsItsOwnQuestions() async throws {
    let (sut, metrics, _) = await makeLoadedSUT()
    let request = ask(["question": "quiz me on capitals"])

    for _ in 0..<3 {
      let start = try object(try #require(sut.respondImmediately(to: request)))
      #expect(start["outcome"] as? String == "game")
    }

    #expect(remembered(metrics) == 0)
    #expect(sut.replies?.count == 0)
  }

  @Test func aRememberedReply_stillNeedsTheToken() async throws {
    let (sut, metrics, _) = await makeLoadedSUT(token: "secret")
    let body = #"{"question":"capital of Belgium?"}"#
    let withToken = askRequest(body, headers: [(name: "Authorization", value: "Bearer secret")])
    _ = try #require(sut.respondImmediately(to: withToken))

    let without = try #require(sut.respondImmediately(to: askRequest(body, headers: [])))

    #expect(without.status == 401)
    #expect(remembered(metrics) == 0)
  }

  @Test func withNothingRemembered_everyRequestIsReadAgain() async throws {
    let (sut, metrics, _) = await makeLoadedSUT(rememberedReplies: 0)
    let request = askRequest(#"{"question":"capital of Belgium?"}"#, headers: [])

    let first = try #require(sut.respondImmediately(to: request))
    let again = try #require(sut.respondImmediately(to: request))

    #expect(again == first)
    #expect(remembered(metrics) == 0)
    #expect(sut.replies == nil)
  }

  @Test func aReplyMadeOverOtherData_isNotGivenForNewData() throws {
    let memo = try #require(ReplyMemo(capacity: 4))
    let key = try #require(
      ReplyMemo.key(of: askRequest(#"{"question":"capital of Belgium?"}"#, headers: [])))
    let old = DataProvenance.sample
    let new = DataProvenance(
      origin: .live, source: old.source, asOf: old.asOf.addingTimeInterval(60))
    let made = old.asOf.addingTimeInterval(1000.25)
    memo.remember(ServerResponse(status: 200), for: key, at: made, data: old)

    #expect(memo.response(for: key, at: made, current: old) != nil)
    #expect(memo.response(for: key, at: made, current: new) == nil)
    #expect(memo.response(for: key, at: made, current: nil) == nil)
    #expect(memo.response(for: key, at: made.addingTimeInterval(1), current: old) == nil)
  }

  /// Data fetched at a fraction of a second ages a whole second partway through a clock's second:
  /// the reply then says one second more, so the one made earlier in that second is not given.
  @Test func aReplyIsNotGivenOnceItsDataIsASecondOlder() async throws {
    let fetched = DataProvenance(
      origin: .live, source: "test", asOf: DataProvenance.sample.asOf.addingTimeInterval(0.5))
    let clock = TestClock()
    let metrics = Metrics()
    let loader = CountryLoaderStub(
      .success(CountryDataset(countries: SampleCountries.all, provenance: fetched)))
    let answerer = QuizAnswerer(loader: loader, readyFor: .seconds(600)) {
      RuleBasedQuestionInterpreter(countries: $0)
    }
    _ = await answerer.load()
    let sut = QuizAPI(
      answerer: answerer, metrics: metrics, now: { clock.now }, rememberedReplies: 16)
    let request = askRequest(#"{"question":"What is the capital of Belgium?"}"#, headers: [])

    let first = try object(try #require(sut.respondImmediately(to: request)))
    clock.advance(by: 0.5)
    let later = try object(try #require(sut.respondImmediately(to: request)))

    let age = try #require(first["ageSeconds"] as? Int)
    #expect(later["ageSeconds"] as? Int == age + 1)
    #expect(remembered(metrics) == 0)
  }

  @Test func aSecondHoldsAtMostTheCapacity_andALongBodyIsNeverKept() throws {
    let memo = try #require(ReplyMemo(capacity: 2))
    let now = DataProvenance.sample.asOf
    for question in ["a", "b", "c"] {
      let key = try #require(
        ReplyMemo.key(of: askRequest(#"{"question":"\#(question)"}"#, headers: [])))
      memo.remember(ServerResponse(status: 200), for: key, at: now, data: nil)
    }
    let late = try #require(ReplyMemo.key(of: askRequest(#"{"question":"d"}"#, headers: [])))
    memo.remember(ServerResponse(status: 200), for: late, at: now.addingTimeInterval(-1), data: nil)
    let long = String(repeating: "x", count: ReplyMemo.longestBody)

    #expect(memo.count == 2)
    #expect(ReplyMemo.key(of: askRequest(#"{"question":"\#(long)"}"#, headers: [])) == nil)
    #expect(ReplyMemo(capacity: 1_000_000)?.capacity == ReplyMemo.mostPerSecond)
    #expect(ReplyMemo(capacity: 0) == nil)
  }

  // MARK: - Helpers

  /// A clock the test moves.
  final class TestClock: Sendable {
    private let date = Mutex(DataProvenance.sample.asOf.addingTimeInterval(1000.25))
    var now: Date { date.withLock { $0 } }
    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
  }

  /// The API over the sample countries with the data loaded, so questions are answered at once.
  private func makeLoadedSUT(token: String? = nil, rememberedReplies: Int = 16) async -> (
    QuizAPI, Metrics, TestClock
  ) {
    let clock = TestClock()
    let metrics = Metrics()
    let answerer = QuizAnswerer(
      loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(600)
    ) { RuleBasedQuestionInterpreter(countries: $0) }
    _ = await answerer.load()
    let sut = QuizAPI(
      answerer: answerer, metrics: metrics, token: token, secret: "shared", now: { clock.now },
      rememberedReplies: rememberedReplies)
    return (sut, metrics, clock)
  }

  private func remembered(_ metrics: Metrics) -> Int? {
    let line = metrics.text(dataAge: nil).split(separator: "\n")
      .first { $0.hasPrefix("quizd_replies_remembered_total ") }
    return line.flatMap { Int($0.split(separator: " ")[1]) }
  }
}
