import Domain
import LanguagePacks

extension RuleBasedQuestionInterpreter {
  /// A question about who governs, with the office it names ("who is the king of Spain": `.king`;
  /// "presidente del gobierno" before "presidente"). One that asks about the past ("who was the
  /// first president of Mexico", "qui était le roi de France") is history, which the data does not
  /// hold: it is not read. The office's own words are not taken for the past ("premier ministre").
  func governing(_ question: Question?, _ tokens: [Token]) -> Question? {
    guard let question, question.intent.isAboutWhoGoverns else { return question }
    let words = LanguagePack(lexicon.language).governs
    let cues = words.officeCues.flatMap { office, cues in
      cues.map { (office: office, phrase: $0.split(separator: " ").map(String.init)) }
    }.sorted { $0.phrase.count > $1.phrase.count }
    var office: Office?
    var officeTokens: Set<Int> = []
    for cue in cues where cue.phrase.count <= tokens.count {
      for start in 0...(tokens.count - cue.phrase.count)
      where cue.phrase.indices.allSatisfy({ tokens[start + $0].key == cue.phrase[$0] }) {
        office = office ?? cue.office
        officeTokens.formUnion(start..<(start + cue.phrase.count))
      }
    }
    // Another language's words for the past count too ("quién fue …" read by a neighbour's
    // reader), except this language's words for an office ("premier" is French for "first").
    let ownOffices = Set(words.officeCues.values.joined().flatMap { $0.split(separator: " ") })
    let past = LanguagePack.all.reduce(into: words.pastWords) { past, pack in
      past.formUnion(pack.governs.pastWords.filter { !ownOffices.contains(Substring($0)) })
    }
    let asksThePast = tokens.indices.contains {
      !officeTokens.contains($0) && past.contains(tokens[$0].key)
    }
    if asksThePast { return nil }
    guard question.intent == .headOfState || question.intent == .headOfGovernment else {
      return question
    }
    return question.asking(for: office)
  }
}

extension RuleBasedQuestionInterpreter {
  /// "Is Puerto Rico part of the United States?", "does Greenland belong to Denmark": two countries
  /// named, the territory first, then the state asked about.
  func territoryAndState(in tokens: [Token]) -> Question.Subject? {
    let named = subjects.nameMatches(in: tokens).filter {
      $0.tier != .demonym && $0.tier != .partial && $0.codes.count == 1
    }.sorted { $0.start < $1.start }
    guard named.count == 2 else { return nil }
    return .between(named.map { $0.codes[0] })
  }
}
