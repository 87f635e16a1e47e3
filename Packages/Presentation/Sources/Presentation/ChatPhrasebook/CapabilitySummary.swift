import Domain
import LanguagePacks

/// What help, banners and the web page say the quiz answers, in one language: the `asks` of every
/// capability of its pack, grouped by the kind of answer into the pack's frames ("a country's
/// capital, …; which country has a given capital, flag or ISO code; which countries …; the
/// largest …"). Built once per language, on first use.
struct CapabilitySummary: OnePerLanguage {
  let text: String

  static let english = CapabilitySummary(.english)
  static let french = CapabilitySummary(.french)
  static let spanish = CapabilitySummary(.spanish)
  static let german = CapabilitySummary(.german)
  static let portuguese = CapabilitySummary(.portuguese)
  static let italian = CapabilitySummary(.italian)

  static func of(_ language: Language) -> String { table(for: language).text }

  init(_ language: Language, listing capabilities: [Capability] = Capability.all) {
    let pack = LanguagePack(language)
    let book = pack.answers
    func asks(_ kinds: [Capability.AnswerKind], _ conjunction: Phrasebook.Kind) -> String {
      let phrases = capabilities.filter { kinds.contains($0.answer) }
        .compactMap { pack.fact($0.intent)?.asks }.filter { !$0.isEmpty }
      return Wording.list(phrases, conjunction: book.text(conjunction))
    }
    text = [
      book.text(.summaryOneCountry, ["value": asks([.oneCountry], .and)]),
      book.text(.summaryClue, ["value": asks([.countryFromClue], .or)]),
      book.text(.summarySet, ["value": asks([.countrySet, .namePrefix], .or)]),
      book.text(.summaryRanking, ["value": asks([.ranking], .and)]),
    ].joined(separator: "; ")
  }
}
