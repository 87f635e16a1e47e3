import Domain
import Testing

@testable import LanguagePacks

/// Every language has the find-my-country game's every sentence, with English's placeholders, and
/// words that start it and answer its questions, none of them both a yes and a no.
@Suite struct FindMineWordsTests {
  @Test(arguments: Language.allCases)
  func everySentence_isWritten_withEnglishsPlaceholders(language: Language) {
    let book = FindMinePhrasebook.table(for: language)
    #expect(book.language == language)
    for kind in FindMinePhrasebook.Kind.allCases {
      let text = book.texts[kind] ?? ""
      #expect(!text.isEmpty, "\(language) \(kind)")
      let english = FindMinePhrasebook.english.texts[kind] ?? ""
      #expect(
        PackContractTests.placeholders(in: text) == PackContractTests.placeholders(in: english),
        "\(language) \(kind): \(text)")
    }
  }

  @Test(arguments: Language.allCases)
  func theWordsThatStartAndAnswer_areThere_andNoneIsBothYesAndNo(language: Language) {
    let book = FindMinePhrasebook.table(for: language)
    func folded(_ words: [String]) -> Set<String> { Set(words.map(TextFolding.fold)) }
    #expect(book.starts.count >= 5)
    #expect(!book.yes.isEmpty && !book.no.isEmpty && !book.unsure.isEmpty)
    let english = FindMinePhrasebook.english
    let yes = folded(book.yes + english.yes)
    let no = folded(book.no + english.no)
    let unsure = folded(book.unsure + english.unsure)
    // A language's own word wins over English's: Italian's and Spanish's "no" is English's too.
    #expect(folded(book.yes).isDisjoint(with: no.union(unsure)), "\(language)")
    #expect(folded(book.no).isDisjoint(with: yes.union(unsure)), "\(language)")
    #expect(folded(book.unsure).isDisjoint(with: yes.union(no)), "\(language)")
  }
}
