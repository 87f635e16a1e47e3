import Domain
import LanguagePacks
import Testing

/// Every language's words for the mystery country, against English's: every sentence, with
/// English's placeholders; starts, guess openings and cues written folded, as lines are read.
@Suite struct MysteryWordsTests {
  @Test(arguments: Language.allCases)
  func everySentence_isWritten_withEnglishsPlaceholders(language: Language) {
    let words = MysteryWords.table(for: language)
    for kind in MysteryWords.Kind.allCases {
      let sentence = words.texts[kind] ?? ""
      let english = MysteryWords.english.texts[kind] ?? ""

      #expect(!sentence.isEmpty, "\(language) \(kind)")
      #expect(
        PackContractTests.placeholders(in: sentence)
          == PackContractTests.placeholders(in: english), "\(language) \(kind): \(sentence)")
    }
  }

  @Test(arguments: Language.allCases)
  func startsOpeningsAndCues_areFolded_andEveryCueHasWords(language: Language) {
    let words = MysteryWords.table(for: language)
    let phrases =
      words.starts + words.dailyStarts + words.guessOpenings + words.cues.values.flatMap { $0 }

    #expect(!words.starts.isEmpty && !words.dailyStarts.isEmpty)
    #expect(words.language == language)
    for cue in MysteryWords.Cue.allCases {
      #expect(words.cues[cue]?.isEmpty == false, "\(language) \(cue)")
    }
    for phrase in phrases where phrase != "km²" {
      #expect(TextFolding.fold(phrase) == phrase, "\(language): \(phrase)")
    }
    #expect(words.probes.allSatisfy { $0.contains("{value}") })
  }
}
