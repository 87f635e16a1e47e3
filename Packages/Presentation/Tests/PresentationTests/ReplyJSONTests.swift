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

  @Test func jsonLine_carriesEachLineWithItsKind_besideTheText() throws {
    let reply = Reply(
      question: "Lima", outcome: .game, intent: nil,
      lines: [Reply.Line(.right, "✓ Right!"), Reply.Line(.heading, "Question 2 of 10: \"x\"")])

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(reply.jsonLine.utf8)) as? [String: Any])

    #expect(object["text"] as? String == "✓ Right!\nQuestion 2 of 10: \"x\"")
    #expect(
      object["lines"] as? [[String: String]] == [
        ["kind": "right", "text": "✓ Right!"],
        ["kind": "heading", "text": "Question 2 of 10: \"x\""],
      ])
    #expect(object["body"] as? String == "text")
  }

  @Test func jsonLine_escapesQuotesControlsAndLineSeparators() throws {
    let question = "say \"hi\"\\\n\t\u{0}\u{1B}\u{2028}🇫🇷"
    let reply = Reply(question: question, outcome: .unrecognized, intent: nil, text: "x")

    let object = try JSONSerialization.jsonObject(with: Data(reply.jsonLine.utf8)) as? [String: Any]

    #expect(!reply.jsonLine.contains("\n"))
    #expect(object?["question"] as? String == question)
    #expect(object?["intent"] is NSNull)
  }

  @Test func writer_escapesEachSpecialByteTheWayJSONSpells() {
    var json = JSONObjectWriter()
    json.add("q", "a\"b\\c\nd\re\tf\u{0}\u{1B}\u{7F}\u{2028}\u{2029}\u{2027}é🇫🇷")
    json.add("n", nil)
    json.add("list", ["x", "\"y\""])
    json.add("yes", true)
    json.add("count", integer: -42)
    json.add("age", number: .nan)

    #expect(
      json.text
        == #"{"q":"a\"b\\c\nd\re\tf\u0000\u001b\u007f\u2028\u2029\#u{2027}é🇫🇷","n":null,"list":["x","\"y\""],"yes":true,"count":-42,"age":null}"#
    )
    #expect(json.bytes == Array(json.text.utf8))
  }

  @Test func writer_withNoFields_writesAnEmptyObject() {
    #expect(JSONObjectWriter().text == "{}")
  }
}
