import Domain
import Presentation
import Testing

@Suite struct ConversationTextTests {
  @Test(arguments: [
    Conversation(),
    Conversation(
      intent: .superlative, countries: ["BR", "AR"], group: .region("South America"),
      measure: .population, order: .least, pendingIntent: .capital, candidates: ["KP", "KR"],
      retry: "capital of peru | and more"),
    Conversation(intent: .currency, countries: ["CH"], group: .currency("CHF")),
    Conversation(intent: .countriesByLanguage, group: .language("Persian (Farsi)")),
    Conversation(intent: .superlative, group: .world),
    Conversation(
      intent: .capital, countries: ["PE"], retry: "capitale du Pérou", spoken: .french),
  ])
  func text_readsBackTheSameConversation(conversation: Conversation) {
    let text = conversation.text

    #expect(Conversation(text: text) == conversation)
  }

  @Test(arguments: [
    "", "capital", "nonsense||||||||", "capital|FRA|||||||", "||x:y||||||", "capital|PE||||||xx|",
    "capital|PE||||||",
  ])
  func initText_deliversNilOnTextThatIsNoConversation(text: String) {
    #expect(Conversation(text: text) == nil)
  }

  @Test func text_dropsARetryLineTooLongToCarry() {
    let conversation = Conversation(retry: String(repeating: "a", count: 1_000))

    #expect(Conversation(text: conversation.text)?.retry == nil)
  }
}
