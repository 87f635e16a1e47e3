import Composition
import Domain
import Presentation
import Testing

/// The four questions, the data's oddities and the confusable names, answered by the composed system offline.
@Suite struct AnsweringAcceptanceTests {
  private let session = QuizComposer.makeChatSession(
    configuration: QuizConfiguration(isOffline: true))

  @Test(arguments: [
    ("What is the capital of Belgium?", "The capital of Belgium is Brussels."),
    ("Which countries start with CH?", "Chad, Chile, China, Christmas Island"),
    ("What is the ISO alpha-2 code for Greece?", "The ISO alpha-2 code for Greece is GR."),
    ("What is the flag of Brazil?", "The flag of Brazil is 🇧🇷"),
    ("capital of antarctica", "Antarctica has no capital."),
    (
      "capital of south africa",
      "South Africa has three capitals: Pretoria, Bloemfontein and Cape Town."
    ),
    ("capital of palestine", "Palestine has two capitals: Ramallah and Jerusalem."),
    ("whats the capitl of Frnace?", "The capital of France is Paris."),
    ("capital of curacao", "The capital of Curaçao is Willemstad."),
  ])
  func ask_answersInTheDataSpelling(question: String, text: String) async {
    let reply = await session.ask(question)

    #expect(reply.outcome == .answer)
    #expect(reply.text == text)
  }

  @Test(arguments: [
    ("capital of niger", "NE"), ("capital of nigeria", "NG"), ("capital of oman", "OM"),
    ("capital of india", "IN"),
    ("capital of guinea", "GN"), ("capital of sudan", "SD"), ("flag of samoa", "WS"),
    ("flag of dominica", "DM"),
    ("iso code of iran", "IR"), ("iso code of iraq", "IQ"), ("flag of mali", "ML"),
    ("flag of malta", "MT"),
    ("capital of austria", "AT"), ("capital of australia", "AU"), ("flag of slovakia", "SK"),
    ("flag of slovenia", "SI"), ("capital of jersey", "JE"), ("capital of georgia", "GE"),
    ("capital of Persia", "IR"), ("flag of Holland", "NL"), ("capital of burma", "MM"),
    ("capital of ceylon", "LK"),
    ("flag of the ivory coast", "CI"), ("capital of sao tome", "ST"),
    ("flag of Cote d'Ivoire", "CI"),
  ])
  func ask_resolvesConfusableNamesOnTheRealData(question: String, code: String) async {
    let reply = await session.ask(question)

    #expect(reply.countries == [code], "\(reply.text)")
  }

  @Test(arguments: [
    "What is the capital of Atlantis?", "flag of Europe", "capital of Florida", "flag of Munich",
    "capital of Yugoslavia", "iso code of the Soviet Union",
  ])
  func ask_deliversNotFoundOnPlacesThatAreNotCountries(question: String) async {
    let reply = await session.ask(question)

    #expect(reply.outcome == .notFound, "\(reply.text)")
  }

  @Test func ask_offersBothCandidatesOnAnAmbiguousName() async {
    let reply = await session.ask("capital of korea")

    #expect(reply.outcome == .ambiguous)
    #expect(reply.text == "Did you mean North Korea or South Korea?")
    #expect(Set(reply.countries) == ["KP", "KR"])
  }

  @Test func ask_listsKindsOfQuestionsOnUnrecognizedText() async {
    let reply = await session.ask("who was the first president of France")

    #expect(reply.outcome == .unrecognized)
    #expect(reply.text.hasPrefix("I can't answer that."))
    #expect(!reply.suggestions.isEmpty)
  }
}
