import CountriesAPI
import Domain
import Foundation
import LanguagePacks
import Testing

/// The packs' hand-written nationality words (Scripts/demonyms), checked against the data: each
/// names a country the data has, and none is another country's name, a word the language's reader
/// already gives a meaning, or a language's name ("español" asks for a language, not about Spain).
@Suite struct NationalityWordsAcceptanceTests {
  static let languages: [Language] = [.spanish, .portuguese, .italian, .german]

  @Test(arguments: languages)
  func everyCode_isACountryOfTheData(language: Language) throws {
    let codes = Set(try BundledSnapshot.dataset.get().countries.map(\.cca2))

    let table = LanguagePack(language).reading.nationalities

    #expect(table.count > 190)
    #expect(Set(table.keys).subtracting(codes).isEmpty)
  }

  @Test(arguments: languages)
  func noWord_isAnotherCountrysName(language: Language) throws {
    var names: [String: String] = [:]
    for country in try BundledSnapshot.dataset.get().countries {
      let translated = country.names.translations[language.rawValue]
      for name in [country.names.common, translated?.common].compactMap({ $0 }) {
        names[TextFolding.fold(name)] = country.cca2
      }
    }

    let clashes = Self.words(of: language).filter { word, codes in
      names[word].map { !codes.contains($0) } ?? false
    }

    #expect(clashes.isEmpty, "\(clashes)")
  }

  @Test(arguments: languages)
  func noWord_isOneOfTheReadersOwnWords(language: Language) {
    let reading = LanguagePack(language).reading
    let own = reading.fillers.union(reading.countryNouns).union(reading.subjectMarkers)
      .union(reading.clauseOpeners).union(reading.joiningWords).union(reading.offTopicWords)

    let clashes = Self.words(of: language).keys.filter(own.contains)

    #expect(clashes.isEmpty, "\(clashes)")
  }

  @Test(arguments: languages)
  func noWord_isALanguagesName(language: Language) throws {
    let locale = Locale(identifier: language.localeIdentifier)
    let spoken = try BundledSnapshot.dataset.get().countries.flatMap(\.languages)
    let names = Set(
      spoken.compactMap { locale.localizedString(forLanguageCode: $0.code) }.map(TextFolding.fold))

    let clashes = Self.words(of: language).keys.filter(names.contains)

    #expect(clashes.isEmpty, "\(clashes)")
  }

  // MARK: - Helpers

  /// Every word of the language's table, folded as the reader folds it, with its countries.
  private static func words(of language: Language) -> [String: Set<String>] {
    var words: [String: Set<String>] = [:]
    for (code, forms) in LanguagePack(language).reading.nationalities {
      for form in forms { words[TextFolding.fold(form), default: []].insert(code) }
    }
    return words
  }
}
