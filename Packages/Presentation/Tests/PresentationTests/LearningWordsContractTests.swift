import Domain
import GameRules
import LanguagePacks
import Testing

@testable import Presentation

/// Learning's words in every language: every sentence, with English's placeholders and in the
/// language's own words; lines that ask for the weak countries, folded as they are matched; and a
/// three-way merge of the cards of two shells.
@Suite struct LearningWordsContractTests {
  @Test(arguments: Language.allCases)
  func learningWords_haveEveryKindWithEnglishPlaceholders(language: Language) {
    let words = LearningWords.table(for: language)

    #expect(words.language == language)
    #expect(!words.weakLines.isEmpty)
    for kind in LearningWords.Kind.allCases {
      let text = words.texts[kind] ?? ""
      #expect(!text.isEmpty, "\(language) lacks learning's \(kind)")
      #expect(
        placeholders(text) == placeholders(LearningWords.english.texts[kind] ?? ""),
        "\(language) learning \(kind) does not fill the same values as English")
    }
    for line in words.weakLines {
      #expect(line == TextFolding.fold(line), "\(language) weak line \(line) is not folded")
      #expect(!line.contains { "?!.,:".contains($0) })
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func learningWords_sayTheListInTheLanguagesOwnWords(language: Language) {
    let words = LearningWords.table(for: language)

    for kind in [LearningWords.Kind.weakNone, .weakHeading, .timePerRound, .modeLookAlike] {
      #expect(words.texts[kind] != LearningWords.english.texts[kind], "\(language) \(kind)")
    }
  }

  @Test func merged_appliesMyCardsChangesToTheirs() throws {
    let day = 20_775
    let peru = try #require(ReviewCard(round: "cPE", due: day))
    let japan = try #require(ReviewCard(round: "cJP", due: day))
    let chile = try #require(ReviewCard(round: "fCL", due: day))
    let base = Profile(games: GameRecords(cards: [peru, japan]))
    let mine = Profile(games: GameRecords(cards: [peru.reviewed(grade: 5, on: day), chile]))
    let theirs = Profile(games: GameRecords(cards: [peru, japan.reviewed(grade: 1, on: day)]))

    let cards = Profile.merged(base: base, mine: mine, theirs: theirs).games.cards

    #expect(cards == [peru.reviewed(grade: 5, on: day), chile])
  }

  private func placeholders(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var current: String?
    for character in text {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        found.insert(name)
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return found
  }
}
