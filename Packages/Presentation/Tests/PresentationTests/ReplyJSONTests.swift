import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite struct ReplyJSONTests {
  @Test func jsonLine_startsWithTheBatchContractFields() {
    let reply = Reply(
      question: "Which countries start with CH?", outcome: .answer, intent: .countriesByPrefix,
      countries: ["TD", "CL"], prefix: "CH", text: "Chad, Chile")

    #expect(
      reply.jsonLine.hasPrefix(
        #"{"question":"Which countries start with CH?","outcome":"answer","intent":"countriesByPrefix","countries":["TD","CL"],"prefix":"CH","text":"Chad, Chile""#
      ))
  }

  @Test func jsonLine_escapesQuotesControlsAndLineSeparators() throws {
    let question = "say \"hi\"\\\n\t\u{0}\u{1B}\u{2028}🇫🇷"
    let reply = Reply(question: question, outcome: .unrecognized, intent: nil, text: "x")

    let object = try JSONSerialization.jsonObject(with: Data(reply.jsonLine.utf8)) as? [String: Any]

    #expect(!reply.jsonLine.contains("\n"))
    #expect(object?["question"] as? String == question)
    #expect(object?["intent"] is NSNull)
  }
}
