import Domain
import DomainTestSupport
import Testing

@testable import Interpretation

/// A reading says which words it read as something else and which it read past, so that a reply can
/// show a reading that went wrong.
@Suite struct ReadingNoteTests {
  private let sut = MultilingualQuestionInterpreter(
    countries: Confusables.countries + [
      SampleCountries.make("PE", "Peru", capitals: ["Lima"], translations: ["fra": "Pérou"])
    ])

  @Test func aNameReadWithATypo_isNotedAsItsCountry() throws {
    let line = "whats the capital of Frnace?"
    let question = try #require(sut.interpret(line))

    let note = sut.note(on: line, reading: question)

    #expect(note.corrections == [.init(typed: "Frnace", meaning: .country("FR"))])
    #expect(note.leftOut.isEmpty)
  }

  @Test func aCueWordReadWithATypo_isNotedAsTheWord() throws {
    let line = "whats the capitl of France"
    let question = try #require(sut.interpret(line))

    let note = sut.note(on: line, reading: question)

    #expect(note.corrections == [.init(typed: "capitl", meaning: .word("capital"))])
  }

  @Test func aQuestionReadWordForWord_leavesNothingOut() throws {
    for line in [
      "What is the capital of France?", "quelle est la capitale du Pérou ?",
      "how many people live in Peru", "is Mali bigger than Malta?",
      "which country has Lima as its capital", "what country is 🇵🇪",
      "whats the capital city of peruu pls", "whats the capital citty of peru pelase",
      "capital cty of peru",
    ] {
      let question = try #require(sut.interpret(line), "\(line)")

      #expect(sut.note(on: line, reading: question).leftOut.isEmpty, "\(line) \(question)")
    }
  }

  @Test func wordsTheReadingReadPast_areLeftOut_andARecentYearIsNotedAsOne() throws {
    let line = "whats the capital of peru for my homework in 2015 please"
    let question = Question(intent: .capital, subject: .country("PE"))

    let note = sut.note(on: line, reading: question)

    #expect(question.subject == .country("PE"))
    #expect(note.leftOut == ["homework"])
    #expect(note.years == [2015])
  }

  @Test func aFollowUpsOwnWords_areNoted_notTheConversations() {
    let question = Question(intent: .capital, subject: .country("FR"))

    let note = sut.note(on: "and Frnace?", reading: question)

    #expect(note.corrections == [.init(typed: "Frnace", meaning: .country("FR"))])
    #expect(note.leftOut.isEmpty)
  }

  @Test func aForeignLine_isNotedByItsOwnLanguage() throws {
    let line = "quelle est la capitale du Pérouu ?"
    let question = try #require(sut.interpret(line))

    let note = sut.note(on: line, reading: question)

    #expect(question.language == .french)
    #expect(note.corrections == [.init(typed: "Pérouu", meaning: .country("PE"))])
    #expect(note.leftOut.isEmpty)
  }
}

@Suite struct FactVocabularyWordsTests {
  @Test(arguments: [
    "Sub-Saharan Africa", "Northern Europe", "Côte d'Ivoire", "Papua  New Guinea", "Ελληνικά",
    "Bokmål", "", "Latin America and the Caribbean", "中文",
  ])
  func letterWords_byBytes_matchSplittingByCharacters(name: String) {
    let folded = TextFolding.fold(name)
    #expect(
      FactVocabulary.letterWords(name) == folded.split { !$0.isLetter }.map(String.init))
  }
}
