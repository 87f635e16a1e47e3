import Domain

extension FactReader {
  /// The country of a vehicle code asked about ("which country has the car sign D", "what country
  /// is CH on a car"), in a question that asks for a country and names none: the one word besides
  /// the cue, fillers and country nouns that is a code; typed in capitals, a filler may be one ("la
  /// targa I"), and such a word is taken first when several words could be one. A code several countries share is its one independent country's ("F": France, the
  /// reply naming the others); with none or several, the question is not read.
  func vehicleCode(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> Question.Subject? {
    let places = lexicon.places
    let asksCountry = tokens.enumerated().contains { position, token in
      places.reverseMarkers.contains(token.key)
        || (places.countryNouns.contains(token.key) && !cue.tokens.contains(position))
    }
    guard asksCountry, offTopic.isEmpty else { return nil }
    func typedInCapitals(_ position: Int) -> Bool {
      tokens[position].text.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }
    let codes = tokens.indices.filter { position in
      let key = tokens[position].key
      return !cue.tokens.contains(position) && !places.countryNouns.contains(key)
        && !places.reverseMarkers.contains(key)
        && CountryConventions.vehicleCodeIndex[tokens[position].text.uppercased()] != nil
    }
    // A filler is a code only typed in capitals after the first word ("la targa I", "car sign A").
    let candidates = codes.filter { !lexicon.fillers.contains(tokens[$0].key) }
    let capitals = codes.filter { $0 > 0 && typedInCapitals($0) }
    let chosen =
      capitals.count == 1 ? capitals : candidates.isEmpty ? capitals : candidates
    guard chosen.count == 1, let position = chosen.first,
      !namesCountry(tokens, excluding: cue.tokens.union([position]))
    else { return nil }
    let known = CountryConventions.countries(withVehicleCode: tokens[position].text.uppercased())
      .filter { facts.countryCodes[TextFolding.fold($0)] != nil }
    guard known.count > 1 else { return known.first.map { .country($0) } }
    let independent = known.filter(facts.independentCodes.contains)
    return independent.count == 1 ? .country(independent[0]) : nil
  }
}
