import Composition
import Domain
import DomainTestSupport
import LanguagePacks
import Presentation
import Testing

/// The conversation's language (the user's) words commands, notices and the replies to lines in no
/// language of their own; a question read in a language is answered in it.
@Suite struct ConversationLanguageTests {
  @Test func send_showsTheHelpInTheConversationsLanguage() async {
    let sut = makeSUT()

    let (event, _) = await sut.send("aide", in: french)

    #expect(event == .help(ChatPhrasebook.of(.french).helpText))
  }

  @Test func send_saysThereIsNothingToRetryInTheConversationsLanguage() async {
    let sut = makeSUT()

    let (event, _) = await sut.send("réessayer", in: french)

    #expect(event == .notice("Il n'y a rien à réessayer."))
  }

  @Test func send_keepsTheLanguageOnClear() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: french)

    let (_, next) = await sut.send("effacer", in: afterFirst)

    #expect(next == french)
  }

  @Test func ask_wordsAnUnknownCountryInTheQuestionsLanguageWhateverTheConversations() async {
    let sut = makeSUT()

    let (reply, _) = await sut.ask("capitale de l'Atlantide", in: Conversation())

    #expect(reply.outcome == .notFound)
    #expect(reply.text == "Je ne trouve aucun pays nommé « Atlantide » dans mes données.")
  }

  @Test func ask_answersAnEnglishQuestionInEnglishInAFrenchConversation() async {
    let sut = makeSUT()

    let (reply, _) = await sut.ask("capital of chile", in: french)

    #expect(reply.text == "The capital of Chile is Santiago.")
  }

  @Test func ask_answersACountryNamedAloneInTheConversationsLanguage() async {
    let sut = makeSUT()
    let (_, waiting) = await sut.ask("and its capital?", in: french)

    let (reply, _) = await sut.ask("chad", in: waiting)

    #expect(reply.intent == .capital)
    #expect(reply.text.hasPrefix("La capitale du Chad est "))
  }

  @Test func ask_wordsTheIncompletePromptAndTheUnrecognizedReplyInTheConversationsLanguage()
    async
  {
    let sut = makeSUT()

    let (incomplete, _) = await sut.ask("and its capital?", in: french)
    let (unrecognized, _) = await sut.ask("what time is it", in: french)

    #expect(incomplete.text.hasPrefix("De quel pays parlez-vous ?"))
    #expect(unrecognized.text == ChatPhrasebook.of(.french).text(.unrecognized))
  }

  // MARK: - Helpers

  private let french = Conversation(language: .french)

  private func makeSUT() -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [
      "capital of chile": Reading(question: Question(intent: .capital, subject: .country("CL"))),
      "capitale de l'Atlantide": Reading(
        question: Question(intent: .capital, subject: .unknownPlace("Atlantide"), language: .french)
      ),
      "and its capital?": Reading(intent: .capital, refersBack: true),
      "chad": Reading(
        question: Question(intent: .overview, subject: .country("TD")), isNameOnly: true),
    ])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
      ) { _ in interpreter })
  }
}
