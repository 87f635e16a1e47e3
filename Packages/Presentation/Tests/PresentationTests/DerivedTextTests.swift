import Domain
import LanguagePacks
import Testing

@testable import Presentation

@Suite struct DerivedTextTests {
  @Test func helpText_listsTheExampleOfEveryCapability() {
    for capability in Capability.all {
      let example = ChatPhrasebook.english.example(capability.intent)
      #expect(ChatPhrasebook.english.helpText.contains(example), "\(capability.intent)")
    }
  }

  @Test func unrecognizedReply_saysEverythingTheQuizAnswers() {
    let reply = ReplyPresenter.reply(to: "q", error: .unrecognized)

    #expect(reply.text.contains(ChatPhrasebook.english.summary))
  }

  @Test func notFoundReply_suggestsAQuestionOfTheSameKind() {
    let reply = ReplyPresenter.reply(to: "q", error: .notFound(intent: .population, name: "X"))

    #expect(reply.suggestions.first == "How many people live in Belgium?")
  }
}
