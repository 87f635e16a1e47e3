import Domain
import DomainTestSupport
import LanguagePacks
import Testing

@testable import Interpretation

/// Greetings, thanks and a lone emoji are read by the line reader, in every language and whatever
/// the conversation's, as whole lines only: a greeting before a question leaves it a question.
@Suite struct GreetingReadingTests {
  let reader = PhraseLineReader()

  @Test(arguments: [
    ("hello", Greeting.Kind.hello, Language.english), ("hi!", .hello, .english),
    ("Thanks!", .thanks, .english), ("thank you", .thanks, .english),
    ("merci", .thanks, .french), ("Bonjour !", .hello, .french), ("gracias", .thanks, .spanish),
    ("¡Hola!", .hello, .spanish), ("danke", .thanks, .german), ("Hallo", .hello, .german),
    ("obrigado", .thanks, .portuguese), ("olá", .hello, .portuguese),
    ("grazie", .thanks, .italian), ("ciao", .hello, .italian),
  ])
  func read_aGreetingOrThanks_isAGreetingInItsLanguage(
    line: String, kind: Greeting.Kind, language: Language
  ) {
    for context in [LineContext(), LineContext(language: .german), LineContext(commands: false)] {
      #expect(reader.read(line, in: context).kind == .greeting(Greeting(kind, in: language)))
    }
  }

  @Test(arguments: [("😀", Greeting.Kind.hello), ("👍", .thanks), ("🙏🏽", .thanks), ("😀 😀", .hello)])
  func read_aLoneEmoji_isAGreetingOfNoLanguage(line: String, kind: Greeting.Kind) {
    #expect(reader.read(line, in: LineContext()).kind == .greeting(Greeting(kind, in: nil)))
  }

  @Test(arguments: [
    "hi, what's the capital of Peru", "thanks, and its flag?", "🇵🇪", "🇵🇪?", "hello kitty",
    "merci pour la capitale du Pérou", "1", "#", "Peru 😀", "grazie, e la bandiera?",
  ])
  func read_aLineThatAsksMore_isNoGreeting(line: String) {
    if case .greeting = reader.read(line, in: LineContext()).kind {
      Issue.record("\(line) read as a greeting")
    }
  }

  @Test func read_aPhraseOfTheConversationsLanguage_answersInIt() {
    // "hola" is Spanish only; a phrase no other language says keeps its own language.
    #expect(
      reader.read("hola", in: LineContext(language: .portuguese)).kind
        == .greeting(Greeting(.hello, in: .spanish)))
  }

  @Test(arguments: Language.allCases)
  func greetingWords_readBackAsTheirKind_onEveryLanguage(language: Language) {
    for (kind, words) in ChatPhrasebook.table(for: language).greetings {
      for word in words {
        #expect(
          Greeting.read(word, preferring: language) == Greeting(kind, in: language), "\(word)")
      }
    }
  }

  @Test(arguments: [
    ("help games", Language.english, HelpTopic.games), ("aide jeux", .french, .games),
    ("ayuda juegos", .spanish, .games), ("hilfe spiele", .german, .games),
    ("ajuda jogos", .portuguese, .games), ("aiuto giochi", .italian, .games),
    ("Help Facts", .french, .facts), ("help places", .italian, .places),
  ])
  func read_aSubHelp_isHelpOnItsTopic(line: String, language: Language, topic: HelpTopic) {
    #expect(reader.read(line, in: LineContext(language: language)).kind == .command(.helpOn(topic)))
  }

  @Test(arguments: Language.allCases)
  func subHelpWords_readBackAsTheirTopic_onEveryLanguage(language: Language) {
    let book = ChatPhrasebook.table(for: language)
    for topic in HelpTopic.allCases {
      for word in book.commandWords[.helpOn(topic)] ?? [] {
        #expect(ChatCommand.named(word, in: language) == .helpOn(topic), "\(word)")
      }
    }
  }
}

/// What a line the quiz cannot answer names, for the example its refusal offers.
@Suite struct MentionReadingTests {
  static let sut = MultilingualQuestionInterpreter(countries: [
    SampleCountries.make(
      "IT", "Italy", capitals: ["Rome"],
      translations: ["fra": "Italie", "spa": "Italia", "deu": "Italien", "ita": "Italia"]),
    SampleCountries.make("PE", "Peru", capitals: ["Lima"], translations: ["fra": "Pérou"]),
  ])

  @Test func mention_ofAFactAndACountry_namesBoth() {
    let mention = Self.sut.mention(in: "who designed the national flag of italy?")
    #expect(mention == Mention(country: "IT", intent: .flag))
  }

  @Test func mention_ofACountryAlone_namesIt() {
    #expect(Self.sut.mention(in: "why is peru so beautiful").country == "PE")
  }

  @Test func mention_ofNothingKnown_isEmpty() {
    #expect(Self.sut.mention(in: "how do i boil an egg") == Mention())
  }
}
