import Domain
import LanguagePacks
import Testing

@testable import Presentation

@Suite struct DerivedTextTests {
  @Test func subHelps_listTheExampleOfEveryCapability() {
    let book = ChatPhrasebook.english
    let subHelps = HelpTopic.allCases.map { book.helpText(on: $0) }.joined(separator: "\n")
    for capability in Capability.all {
      let example = book.example(capability.intent)
      #expect(subHelps.contains(example), "\(capability.intent)")
    }
  }

  @Test func unrecognizedReply_offersOneQuestion() {
    let reply = ReplyPresenter.reply(to: "q", error: .unrecognized)

    #expect(reply.text == "I can't answer that.")
    #expect(reply.suggestions == ["What is the capital of Belgium?"])
  }

  @Test func notFoundReply_suggestsAQuestionOfTheSameKind() {
    let reply = ReplyPresenter.reply(to: "q", error: .notFound(intent: .population, name: "X"))

    #expect(reply.suggestions.first == "How many people live in Belgium?")
  }
}
