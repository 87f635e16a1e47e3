import Composition
import Domain
import DomainTestSupport
import Presentation
import Testing

/// The conversation's language: a follow-up is answered in the language of its words; a line with
/// no words of any language continues in the conversation's language when it takes something from
/// the conversation, and stands alone in English otherwise.
@Suite struct ConversationSpokenLanguageTests {
  @Test func ask_answersAFollowUpInTheLanguageOfItsWords() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capitale du Chili", in: Conversation())

    let (reply, next) = await sut.ask("et son drapeau ?", in: afterFirst)

    #expect(reply.intent == .flag)
    #expect(reply.countries == ["CL"])
    #expect(next.spoken == .french)
  }

  @Test func ask_completesAPendingQuestionNamedInNoLanguageInTheConversationsLanguage() async {
    let sut = makeSUT()
    let (first, waiting) = await sut.ask("quelle est la capitale ?", in: Conversation())

    let (reply, next) = await sut.ask("Chad", in: waiting)

    #expect(first.outcome == .incomplete)
    #expect(waiting.spoken == .french)
    #expect(reply.intent == .capital)
    #expect(reply.countries == ["TD"])
    #expect(next.spoken == .french)
  }

  @Test func ask_asksALineOfNoLanguageThatStandsAloneInEnglish() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capitale du Chili", in: Conversation())

    let (reply, next) = await sut.ask("Chad", in: afterFirst)

    #expect(reply.intent == .overview)
    #expect(next.spoken == .english)
  }

  @Test func ask_keepsTheConversationsLanguageWhenTheLineFitsItAsWell() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital do Chile", in: Conversation())

    let (reply, next) = await sut.ask("e o Chade?", in: afterFirst)

    #expect(reply.intent == .capital)
    #expect(reply.countries == ["TD"])
    #expect(next.spoken == .portuguese)
  }

  @Test func ask_keepsTheConversationsLanguageAcrossAnUnrecognizedLine() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capitale du Chili", in: Conversation())

    let (reply, next) = await sut.ask("what time is it", in: afterFirst)

    #expect(reply.outcome == .unrecognized)
    #expect(next.spoken == .french)
  }

  @Test func ask_comparesTheTwoCountriesJustTalkedAboutOnASuperlativeWithoutScope() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capitale du Chili", in: Conversation())
    let (_, afterSecond) = await sut.ask("et le Tchad ?", in: afterFirst)

    let (reply, _) = await sut.ask("lequel est le plus grand ?", in: afterSecond)

    #expect(reply.intent == .comparison)
    #expect(Set(reply.countries) == ["CL", "TD"])
  }

  @Test func ask_ranksTheWorldOnASuperlativeWithoutScopeWhenNoTwoCountriesWereTalkedAbout() async {
    let sut = makeSUT()

    let (reply, _) = await sut.ask("lequel est le plus grand ?", in: Conversation())

    #expect(reply.intent == .superlative)
  }

  // MARK: - Helpers

  private func makeSUT() -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [
      "capitale du Chili": Reading(
        question: Question(intent: .capital, subject: .country("CL"), language: .french),
        language: .french),
      "capital do Chile": Reading(
        question: Question(intent: .capital, subject: .country("CL"), language: .portuguese),
        language: .portuguese),
      "et son drapeau ?": Reading(intent: .flag, refersBack: true, language: .french),
      "quelle est la capitale ?": Reading(intent: .capital, language: .french),
      "Chad": Reading(
        question: Question(intent: .overview, subject: .country("TD")), isNameOnly: true),
      "e o Chade?": Reading(
        question: Question(intent: .overview, subject: .country("TD"), language: .spanish),
        isNameOnly: true, names: [["TD"]], refersBack: true, language: .spanish,
        otherLanguages: [.portuguese, .italian]),
      "et le Tchad ?": Reading(
        question: Question(intent: .overview, subject: .country("TD"), language: .french),
        isNameOnly: true, names: [["TD"]], refersBack: true, language: .french),
      "lequel est le plus grand ?": Reading(
        intent: .superlative, order: .most, refersBack: true, language: .french),
      "what time is it": Reading(language: .english),
    ])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
      ) { _ in interpreter })
  }
}
