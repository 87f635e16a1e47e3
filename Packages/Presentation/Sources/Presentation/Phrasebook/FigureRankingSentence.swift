import Domain
import LanguagePacks

/// Rankings and comparisons by a figure (density, GDP, GDP per person, HDI, Gini index), in every
/// language alike: the pack's superlative or comparison sentence with the fact's `.measure`
/// wording, how many countries were compared when some have no figure, and the fact's `.none`
/// sentence for a compared country the data has no figure for.
enum FigureRankingSentence {
  /// Nil when the answer ranks by no figure.
  static func text(for answer: Answer) -> String? {
    let ranking: Ranking
    let isComparison: Bool
    switch answer.subject {
    case .ranking(let value): (ranking, isComparison) = (value, false)
    case .comparison(_, let value): (ranking, isComparison) = (value, true)
    default: return nil
    }
    guard let intent = ranking.measure.intent, EconomySentence.intents.contains(intent) else {
      return nil
    }
    if let missing = answer.countries.first(where: { ranking.value(of: $0) == nil }) {
      return FactSentence.text(
        for: Answer(
          intent: intent, countries: [missing], provenance: answer.provenance,
          language: answer.language))
    }
    guard let winner = answer.countries.first else { return nil }
    let pack = LanguagePack(answer.language)
    let words = SentenceWords(pack)
    let book = pack.answers
    // English names a country with its article ("the Netherlands"); the other packs' sentences
    // put names where their language writes them alone.
    func name(_ country: Country) -> String {
      answer.language == .english ? ReplyPresenter.displayName(country) : words.name(country)
    }
    func measure(_ country: Country) -> String {
      EconomySentence.measure(country, ranking.measure, answer, words) ?? ""
    }
    if isComparison, let other = answer.countries.dropFirst().first {
      let sentence = book.text(
        .comparison,
        ["country": name(winner), "other": name(other), "measure": measure(winner)])
      let colon = answer.language == .french ? " : " : ": "
      return Wording.capitalized(sentence)
        + " \(Wording.capitalized(name(other)))\(colon)\(measure(other))."
    }
    let scope: String
    if case .region(let name) = ranking.group {
      scope = book.text(.inRegion, ["value": words.region(name)])
    } else {
      scope = book.text(.inTheWorld)
    }
    let sentence = book.text(
      ranking.order == .most ? .superlativeMost : .superlativeLeast,
      ["country": name(winner), "scope": scope, "measure": measure(winner)])
    guard answer.unranked > 0 else { return Wording.capitalized(sentence) }
    let compared = book.text(
      .rankedAmong,
      [
        "count": words.number(answer.countries.count),
        "other": words.number(answer.countries.count + answer.unranked),
      ])
    return Wording.capitalized(sentence) + " " + compared
  }
}
