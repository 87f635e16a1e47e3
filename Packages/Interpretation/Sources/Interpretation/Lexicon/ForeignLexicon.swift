import Domain

/// One language's words for every intent, written compactly: a cue of one word is a keyword, of
/// several a phrase. `lexicon` turns them into a `Lexicon` with the same intents, order and subject
/// kinds as English; country names, aliases and known places are shared with English (names are the
/// data's, in every language).
struct ForeignLexicon {
  var language: Language
  /// Cue words and phrases ("code pays") per intent.
  var cues: [Intent: [String]]
  /// Words for "country" and "countries": a set question needs one.
  var countryNouns: Set<String>
  var flagWords: Set<String>
  var letterWords: Set<String>
  var fillers: Set<String>
  var offTopicWords: Set<String> = []
  var prefixLeadIns: Set<String>
  var placeModifiers: Set<String> = []
  var places: PlaceWords
  /// Words that point at the person asking ("moi", "ici"): "countries near me".
  var userPlaceWords: Set<String> = []
  /// Cues that count only as typed (short words one typo away from others).
  var exact: Set<String> = []
  /// Cues that count only when no other intent is cued ("où" for region).
  var weak: [Intent: Set<String>] = [:]
  /// The words that point back at the conversation; they carry no subject, so they are fillers too.
  var followUps: FollowUpWords
  var spelling = Spelling(abbreviations: ["st": "saint"])
  /// Prepositions before the place asked about ("de", "von", "della").
  var subjectMarkers: Set<String>
  var clauseOpeners: Set<String>
  var indefiniteArticles: Set<String>
  var prefixLeadInTypos: Set<String> = []
  /// Small words of this language's names ("du", "de la"); English's are kept for the data's names.
  var joiningWords: Set<String> = []
  /// Names of this language that fit several countries ("corée"), added to English's.
  var ambiguousNames: [String: [String]] = [:]
  /// Everyday names of this language the data lacks ("rdc"), by alpha-2 code, added to English's.
  var aliases: [String: String] = [:]
  /// Words written with the accent that tells this language from another ("é", "è", "qué").
  var markedWords: Set<String> = []

  func lexicon() -> Lexicon {
    let english = Lexicon.english
    let intents = english.intents.map { definition in
      let words = cues[definition.intent] ?? []
      let keywords = Set(words.filter { !$0.contains(" ") })
      let phrases = words.filter { $0.contains(" ") }.map {
        $0.split(separator: " ").map(String.init)
      }
      return IntentDefinition(
        intent: definition.intent, subject: definition.subject, keywords: keywords,
        phrases: phrases, weakKeywords: weak[definition.intent] ?? [],
        requiresOneOf: requirement(of: definition.intent),
        exactKeywords: keywords.intersection(exact))
    }
    var places = places
    places.countryNouns.formUnion(countryNouns)
    places.knownPlaces = english.places.knownPlaces
    places.userPlaceWords.formUnion(userPlaceWords)
    let fillers = fillers.union(countryNouns).union(followUps.openers).union(followUps.pointers)
    var lexicon = Lexicon(
      intents: intents, fillers: fillers, offTopicWords: offTopicWords,
      offTopicPhrases: [], offTopicVerbs: [], notTypos: [],
      placeModifiers: placeModifiers, prefixLeadIns: prefixLeadIns,
      prefixBackReferences: [], aliases: english.aliases.merging(aliases) { _, mine in mine },
      ambiguousNames: english.ambiguousNames.merging(ambiguousNames) { _, mine in mine },
      genericNameWords: english.genericNameWords, places: places, language: language,
      followUps: followUps, spelling: spelling, subjectMarkers: subjectMarkers,
      clauseOpeners: clauseOpeners, indefiniteArticles: indefiniteArticles,
      prefixLeadInTypos: prefixLeadInTypos,
      joiningWords: english.joiningWords.union(joiningWords))
    lexicon.markedWords = markedWords
    return lexicon
  }

  private func requirement(of intent: Intent) -> Set<String> {
    switch intent {
    case .countriesByPrefix: countryNouns.union(letterWords)
    case .countriesByLanguage, .countriesByCurrency, .superlative: countryNouns
    case .flagDescription: flagWords
    default: []
    }
  }

}
