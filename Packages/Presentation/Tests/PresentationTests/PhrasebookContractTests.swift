import Domain
import Testing

@testable import Presentation

/// Every language other than English has a sentence for every kind of reply, of its own: nothing
/// falls back to English, or to another language, unnoticed.
@Suite struct PhrasebookContractTests {
  @Test(arguments: Language.allCases.filter { $0 != .english })
  func phrasebook_hasEveryReplyKindOnEveryLanguage(language: Language) throws {
    let book = try #require(Phrasebook.of(language))
    #expect(book.language == language)
    for kind in Phrasebook.Kind.allCases {
      #expect(!(book.sentences[kind] ?? "").isEmpty, "\(language) lacks \(kind)")
    }
  }

  @Test func phrasebooks_differOnEveryKindWithWordsOnTheirOwn() throws {
    let books = Language.allCases.compactMap(Phrasebook.of)
    for kind in Phrasebook.Kind.allCases where kind != .overview {
      let sentences = books.compactMap { $0.sentences[kind] }
      #expect(Set(sentences).count > 1, "\(kind) is the same in every language")
    }
  }
}
