import Domain
import LanguagePacks
import Testing

/// Every language's words for the route game, against English's: every sentence, with English's
/// placeholders; starts written folded, as lines are read.
@Suite struct TravleWordsTests {
  @Test(arguments: Language.allCases)
  func everySentence_isWritten_withEnglishsPlaceholders(language: Language) {
    let words = TravleWords.table(for: language)
    for kind in TravleWords.Kind.allCases {
      let sentence = words.texts[kind] ?? ""
      let english = TravleWords.english.texts[kind] ?? ""

      #expect(!sentence.isEmpty, "\(language) \(kind)")
      #expect(
        PackContractTests.placeholders(in: sentence)
          == PackContractTests.placeholders(in: english), "\(language) \(kind): \(sentence)")
    }
  }

  @Test(arguments: Language.allCases)
  func starts_areFolded(language: Language) {
    let words = TravleWords.table(for: language)

    #expect(!words.starts.isEmpty && !words.dailyStarts.isEmpty)
    #expect(words.language == language)
    for phrase in words.starts + words.dailyStarts {
      #expect(TextFolding.fold(phrase) == phrase, "\(language): \(phrase)")
    }
  }
}
