import Domain

extension RuleBasedQuestionInterpreter {
  /// What a "how many" line counts.
  enum Count: Equatable {
    /// People named by their nationality ("how many Canadians are there", "cuántos peruanos hay"):
    /// the country's population.
    case people(CountryMatch)
    /// A word the quiz knows ("how many people", "combien de pays", "wie viele Nachbarn").
    case known
    /// Anything else ("how many sheep", "combien de vaches", "wie viele Autos"): a count the data
    /// does not hold, which no fact of the country answers.
    case unknown
  }

  /// What the line's "how many" counts, past filler ("combien y a-t-il de Portugais"); nil when it
  /// asks no count or counts nothing named.
  func count(in tokens: [Token], cues: [IntentCue]) -> Count? {
    guard let position = countedPosition(tokens) else { return nil }
    let key = tokens[position].key
    let matches = subjects.nameMatches(in: tokens)
    if let people = matches.first(where: { $0.start == position && $0.tier == .demonym }) {
      // "how many Chinese live in Canada" counts people of one country in another.
      return matches.count == 1 ? .people(people) : .unknown
    }
    // "how many US dollars is a euro", "how many rupees for a dollar": an amount of money, which
    // the data does not hold; the units are the currency fact's words taken only as typed.
    let units = lexicon.intents.first { $0.intent == .currency }?.exactKeywords ?? []
    // "how many regions does France have", "combien de régions a la France": its subdivisions, not
    // the region of the world it is in.
    let regionWords = lexicon.intents.first { $0.intent == .region }?.keywords ?? []
    if regionWords.contains(key)
      || (key.hasSuffix("s") && regionWords.contains(String(key.dropLast())))
    {
      return .unknown
    }
    if tokens[position...].prefix(2).contains(where: { units.contains($0.key) }) {
      return .unknown
    }
    let index = subjects.index
    let isKnown =
      tokens[position].isNumber || !tokens[position].isWritten
      || cues.contains { $0.tokens.contains(position) }
      || matches.contains { ($0.start..<$0.end).contains(position) }
      || index.nameWords.contains(key) || index.isKnownWord(key)
      || lexicon.places.countryNouns.contains(key)
      || lexicon.intents.contains { $0.keywords.contains(key) || $0.weakKeywords.contains(key) }
    return isKnown ? .known : .unknown
  }

  private func countedPosition(_ tokens: [Token]) -> Int? {
    for phrase in lexicon.countPhrases where !phrase.isEmpty {
      for start in tokens.indices where tokens[start].key == phrase[0] {
        guard start + phrase.count <= tokens.count,
          zip(phrase, tokens[start...]).allSatisfy({ $0 == $1.key })
        else { continue }
        var position = start + phrase.count
        // "how many countries", "wie viele Länder": a word for countries is what is counted.
        while position < tokens.count, lexicon.fillers.contains(tokens[position].key),
          !lexicon.places.countryNouns.contains(tokens[position].key)
        {
          position += 1
        }
        return position < tokens.count ? position : nil
      }
    }
    return nil
  }

  /// The population of the people a count names, when nothing else is asked of them: "how many
  /// Nigerians speak English" is no question about Nigeria's population, nor its languages.
  func population(of people: CountryMatch, cues: [IntentCue], offTopic: Set<Int>) -> Question? {
    guard offTopic.isEmpty, cues.allSatisfy({ $0.definition.intent == .population }) else {
      return nil
    }
    return Question(intent: .population, subject: subjects.subject(of: people))
  }
}
