import CountriesAPI
import Domain
import LanguagePacks
import Testing

/// Every form a language's grammar gives a country's name keeps the name as the data writes it in
/// that language (its common or official name, whole words, accents and case aside): an article
/// goes before it, but an inflection that changes the name ("im Vereinigten Königreich") would
/// leave a reader, and the scorer, without the name they know.
@Suite struct NameFormsAcceptanceTests {
  @Test(arguments: Language.allCases)
  func everyForm_keepsTheDatasNameOfEveryCountry(language: Language) throws {
    let grammar = LanguagePack(language).grammar
    var broken: [String] = []

    for country in try BundledSnapshot.dataset.get().countries {
      let names =
        language == .english
        ? [country.names.common, country.names.official]
        : [country.names.translations[language.rawValue]].compactMap { $0 }
          .flatMap { [$0.common, $0.official] }
      guard let name = names.first else { continue }
      for form in NameGrammar.Form.allCases {
        let text = grammar.country(name, code: country.cca2, form)
        if !names.contains(where: { Self.words(text).contains(Self.words($0)) }) {
          broken.append("\(country.cca2) \(form): \(text)")
        }
      }
    }

    #expect(broken.isEmpty, "\(broken)")
  }

  /// The words of `text` folded, between spaces, so containment is by whole words.
  private static func words(_ text: String) -> String {
    let folded = TextFolding.fold(text).map { $0.isLetter || $0.isNumber ? $0 : " " }
    return " " + String(folded).split(separator: " ").joined(separator: " ") + " "
  }
}
