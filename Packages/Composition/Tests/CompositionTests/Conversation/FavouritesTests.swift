import Composition
import Domain
import DomainTestSupport
import LanguagePacks
import Testing

@testable import Interpretation
@testable import Presentation

@Suite struct FavouritesTests {
  @Test(arguments: [
    "remember chile", "add chile to my favourites", "Add chile to favorites!", "favourite chile",
    "/remember chile",
  ])
  func aFavouriteLine_keepsTheCountryInTheProfile(line: String) async {
    let (reply, next) = await makeSUT().ask(line, in: Conversation())

    #expect(reply.outcome == .answer)
    #expect(reply.countries == ["CL"])
    #expect(reply.text == "🇨🇱 Chile is one of your favourites now (you have 1).")
    #expect(next.profile.favourites == ["CL"])
  }

  @Test func rememberingTwice_keepsOneCopy_andSaysSo() async {
    let conversation = Conversation(profile: Profile(favourites: ["CL"]))

    let (reply, next) = await makeSUT().ask("remember chile", in: conversation)

    #expect(reply.text == "🇨🇱 Chile is already one of your favourites.")
    #expect(next.profile.favourites == ["CL"])
  }

  @Test func rememberingBeyondTheLimit_keepsTheListAsItIs_andSaysHowToMakeRoom() async {
    let codes = (0..<Profile.maximumFavourites).map { index -> String in
      let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      return String([letters[index / 26 + 10], letters[index % 26]])
    }
    let conversation = Conversation(profile: Profile(favourites: codes))

    let (reply, next) = await makeSUT().ask("remember chile", in: conversation)

    #expect(conversation.profile.favourites.count == Profile.maximumFavourites)
    #expect(reply.text.contains("forget one first"))
    #expect(next.profile == conversation.profile)
  }

  @Test(arguments: ["forget chile", "remove chile from my favourites", "unstar chile"])
  func forgetting_dropsTheCountryAndKeepsTheOthersInOrder(line: String) async {
    let conversation = Conversation(profile: Profile(favourites: ["TD", "CL", "BE"]))

    let (reply, next) = await makeSUT().ask(line, in: conversation)

    #expect(reply.text == "🇨🇱 Chile is no longer one of your favourites.")
    #expect(next.profile.favourites == ["TD", "BE"])
  }

  @Test(arguments: [
    "forget that, what's the capital of chile", "remember: capital of chile?",
    "forget about it and tell me the capital of the country next to chile please",
  ])
  func aQuestionAfterAnAside_isNoFavouriteRequest(line: String) {
    #expect(FavouriteRequest.read(line) == nil)
    #expect(FavouriteRequest.read("forget chile") != nil)
  }

  @Test func rememberIt_keepsTheCountryTalkedAbout() async {
    let sut = makeSUT()
    let (_, talking) = await sut.ask("capital of chile", in: Conversation())

    let (_, next) = await sut.ask("remember it", in: talking)

    #expect(next.profile.favourites == ["CL"])
  }

  @Test func myFavourites_listsCompactCardsInTheOrderTheyWereKept() async {
    let conversation = Conversation(profile: Profile(favourites: ["TD", "CL"]))

    let (reply, next) = await makeSUT().ask("my favourites", in: conversation)

    #expect(reply.cards.map(\.code) == ["TD", "CL"])
    #expect(reply.heading == "Your favourite countries (2):")
    #expect(reply.text.contains("🇨🇱 Chile — Santiago"))
    #expect(reply.jsonLine.contains(#""cards":[{"code":"TD""#))
    #expect(next.profile == conversation.profile)
  }

  @Test func myFavourites_withNone_saysHowToKeepOne() async {
    let (reply, _) = await makeSUT().ask("my countries", in: Conversation())

    #expect(reply.cards.isEmpty)
    #expect(reply.text.contains("remember Japan"))
  }

  @Test func aFavouriteOfAnUnknownCountry_isNotFound_andChangesNothing() async {
    let conversation = Conversation(profile: Profile(favourites: ["CL"]))

    let (reply, next) = await makeSUT().ask("remember atlantis", in: conversation)

    #expect(reply.outcome == .notFound)
    #expect(reply.question == "remember atlantis")
    #expect(next.profile.favourites == ["CL"])
  }

  @Test func questionsThatOnlyMentionFavourites_areStillQuestions() async {
    let (reply, _) = await makeSUT().ask("capital of chile", in: Conversation())

    #expect(reply.intent == .capital)
  }

  // MARK: - Helpers

  private func makeSUT() -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [
      "chile": Reading(
        question: Question(intent: .overview, subject: .country("CL")), isNameOnly: true),
      "capital of chile": Reading(question: Question(intent: .capital, subject: .country("CL"))),
    ])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
      ) { _ in interpreter })
  }
}

/// Every line that lists favourites, in every language, still reads as one after the quick check on
/// its first two words, and a question beginning like one does not.
@Suite struct FavouriteListLinesTests {
  @Test(arguments: Language.allCases)
  func everyListLine_readsAsTheList(language: Language) {
    for line in FavouriteWords.table(for: language).list {
      #expect(FavouriteRequest.read(line)?.action == .list, "\(line)")
      #expect(FavouriteRequest.read(line.capitalized + "?")?.action == .list, "\(line)")
    }
  }

  @Test func aQuestionBeginningLikeAListLine_isNoFavouritesLine() {
    #expect(FavouriteRequest.read("what is the capital of Peru") == nil)
    #expect(FavouriteRequest.read("what are the neighbours of Peru") == nil)
  }
}
