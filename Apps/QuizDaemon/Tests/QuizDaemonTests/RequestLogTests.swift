import Foundation
import Testing

@testable import QuizDaemon

/// The request log: a field taken from a request can neither break its line nor forge another.
@Suite struct RequestLogTests {
  @Test func escaped_showsInvisibleAndDirectionMarksAsEscapes() {
    let escaped = RequestLog.escaped("a\u{200B}b\u{200F}c\u{FEFF}d\u{061C}e", maxLength: 100)

    #expect(escaped == #"a\u200bb\u200fc\ufeffd\u061ce"#)
  }

  @Test func line_namesMethodPathStatusAndDurationButNotTheQuestion() {
    let sut = RequestLog(logsQuestions: false, metrics: Metrics())

    let line = sut.line(exchange(question: "capital of chad"))

    #expect(line == "POST /v1/ask 200 1.25ms")
  }

  @Test func line_addsTheQuestionWithControlCharactersEscapedWhenAsked() {
    let sut = RequestLog(logsQuestions: true, metrics: Metrics())

    let line = sut.line(exchange(question: "capital of \\u001b[31mchad"))

    #expect(line == #"POST /v1/ask 200 1.25ms question="capital of \u001b[31mchad""#)
  }

  @Test func line_countsRefusalsTheServerMadeItself() {
    let metrics = Metrics()
    let sut = RequestLog(logsQuestions: false, metrics: metrics)

    let line = sut.line(EpollServer.Exchange(request: nil, status: 431, seconds: 0))

    #expect(line == "- - 431 0.00ms")
    #expect(
      metrics.text(dataAge: nil).contains(#"quizd_requests_total{route="other",status="431"} 1"#))
  }

  @Test func question_isLoggedWithQuotesBackslashesAndControlCharactersEscaped() throws {
    let question = "a\"b\\c\nd\re\tf\u{1B}[2Jg\u{0}h\u{7F}i\u{85}j\u{9B}k\u{2028}l\u{202E}m"
    let body = try #require(
      String(
        data: JSONSerialization.data(withJSONObject: ["question": question]), encoding: .utf8))

    let line = try #require(
      RequestLog.quiet(loggingQuestions: true).line(exchange(askingWith: body)))

    #expect(
      line.hasSuffix(
        #" question="a\"b\\c\nd\re\tf\u001b[2Jg\u0000h\u007fi\u0085j\u009bk\u2028l\u202em""#))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test func question_cannotForgeALogLine() throws {
    let forged = #"x" status=200\n127.0.0.1 GET /admin 200 0.01ms question=""#
    let body = #"{"question":"\#(forged.replacingOccurrences(of: "\"", with: "\\\""))"}"#

    let line = try #require(
      RequestLog.quiet(loggingQuestions: true).line(exchange(askingWith: body)))

    #expect(line.split(separator: "\n").count == 1)
    // Exactly the two quotes that delimit the question are unescaped.
    let unescapedQuotes = line.indices.filter {
      line[$0] == "\"" && ($0 == line.startIndex || line[line.index(before: $0)] != "\\")
    }
    #expect(unescapedQuotes.count == 2)
  }

  @Test func path_isLoggedWithControlCharactersAndQuotesEscaped() throws {
    let request = ServerRequest(method: "GET", target: "/x\u{1B}]0;pwned\u{7}\"\\\n?q=1")

    let line = try #require(
      RequestLog.quiet(loggingQuestions: false).line(
        EpollServer.Exchange(request: request, status: 404, seconds: 0.001)))

    #expect(line == #"GET /x\u001b]0;pwned\u0007\"\\\n 404 1.00ms"#)
  }

  @Test func plainFields_areLoggedUnchanged() throws {
    let line = try #require(
      RequestLog.quiet(loggingQuestions: true).line(
        exchange(askingWith: #"{"question":"capital of Perú?"}"#)))

    #expect(line == #"POST /v1/ask 200 1.00ms question="capital of Perú?""#)
  }

  @Test func escaped_cutsAtTheLimitWithoutSplittingAnEscape() {
    #expect(RequestLog.escaped(String(repeating: "\n", count: 5), maxLength: 3) == #"\n\n\n…"#)
    #expect(RequestLog.escaped("abc", maxLength: 3) == "abc")
  }

  // MARK: - Helpers

  private func exchange(question: String) -> EpollServer.Exchange {
    exchange(askingWith: #"{"question":"\#(question)"}"#, seconds: 0.00125)
  }

  private func exchange(askingWith body: String, seconds: Double = 0.001) -> EpollServer.Exchange {
    EpollServer.Exchange(
      request: ServerRequest(
        method: "POST", target: "/v1/ask",
        headers: [(name: "Content-Type", value: "application/json")], body: Array(body.utf8)),
      status: 200, seconds: seconds)
  }
}

extension RequestLog {
  static func quiet(loggingQuestions: Bool) -> RequestLog {
    RequestLog(logsQuestions: loggingQuestions, metrics: Metrics())
  }
}
