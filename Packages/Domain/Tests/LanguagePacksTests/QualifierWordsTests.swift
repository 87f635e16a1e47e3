import Domain
import LanguagePacks
import Testing

/// Qualifiers are compared with a question's folded words: written any other way, one would never
/// be found and a plain question would be refused.
@Suite struct QualifierWordsTests {
  @Test(arguments: Language.allCases)
  func everyQualifier_isOneFoldedWord(language: Language) {
    let qualifiers = LanguagePack(language).qualifiers
    let words = qualifiers.general.union(qualifiers.facts.values.joined())

    #expect(!words.isEmpty)
    for word in words {
      #expect(word == TextFolding.fold(word) && !word.contains(" "), "\(language): \(word)")
    }
  }

  @Test(arguments: Language.allCases)
  func qualifiers_refineOnlyFactsOfTheCapabilityList(language: Language) {
    let intents = Set(Capability.all.map(\.intent))

    #expect(Set(LanguagePack(language).qualifiers.facts.keys).isSubset(of: intents))
  }
}
