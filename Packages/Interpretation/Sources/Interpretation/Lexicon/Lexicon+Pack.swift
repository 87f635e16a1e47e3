import Domain
import LanguagePacks

extension Lexicon {
  /// English as people type it in a chat: its pack's facts and reading words.
  public static let english = Lexicon(pack: LanguagePack(.english))
  public static let french = Lexicon(pack: LanguagePack(.french))
  public static let spanish = Lexicon(pack: LanguagePack(.spanish))
  public static let german = Lexicon(pack: LanguagePack(.german))
  public static let portuguese = Lexicon(pack: LanguagePack(.portuguese))
  public static let italian = Lexicon(pack: LanguagePack(.italian))

  /// The lexicon of one language's pack: an intent for every fact, in `Capability.readingOrder`,
  /// read as `SubjectKind.of` says. Country names are the data's in every language, so another
  /// language's aliases, ambiguous names and known places are added to English's, and it shares
  /// English's generic name words.
  public init(pack: LanguagePack) {
    let words = pack.reading
    let facts = pack.facts
    let intents = Capability.readingOrder.map { intent in
      var fact = facts[intent] ?? FactWords(cues: [])
      // "which animal is on Uganda's flag": a living thing asked of a flag asks for its description.
      if intent == .flagDescription {
        fact.keywords.formUnion(words.places.creatureWords)
        fact.exact = fact.exact.union(WordList(words.places.creatureWords))
      }
      return IntentDefinition(
        intent: intent, subject: .of(intent), keywords: fact.keywords, phrases: fact.phrases,
        weakKeywords: fact.weak, falseFriendsBefore: fact.falseFriendsBefore,
        falseFriendsAfter: fact.falseFriendsAfter,
        requiresOneOf: fact.requires ?? Self.requirement(of: intent, words),
        exactKeywords: fact.exact.intersection(fact.keywords), allowedTopics: fact.allowedTopics)
    }
    guard pack.language != .english else {
      self.init(
        intents: intents, fillers: words.fillers, offTopicWords: words.offTopicWords,
        offTopicPhrases: words.offTopicPhrases, offTopicVerbs: words.offTopicVerbs,
        notTypos: words.notTypos, placeModifiers: words.placeModifiers,
        prefixLeadIns: words.prefixLeadIns, prefixBackReferences: words.prefixBackReferences,
        aliases: words.aliases, ambiguousNames: words.ambiguousNames,
        genericNameWords: words.genericNameWords, places: words.places, language: .english,
        followUps: words.followUps, spelling: words.spelling,
        subjectMarkers: words.subjectMarkers, clauseOpeners: words.clauseOpeners,
        indefiniteArticles: words.indefiniteArticles,
        prefixLeadInTypos: words.prefixLeadInTypos, joiningWords: words.joiningWords)
      markedWords = words.markedWords
      countPhrases = words.countPhrases
      nationalities = words.nationalities
      labels = Deferred { Self.labelWords(of: pack) }
      qualifiers = pack.qualifiers
      return
    }
    // English's name words and places alone: not the rest of its reading words.
    let english = ReadingWords.englishNameWords
    var places = words.places
    places.countryNouns.formUnion(words.countryNouns)
    places.knownPlaces = ReadingWords.englishPlaces.knownPlaces
    places.describedCreatures = ReadingWords.englishPlaces.describedCreatures
    places.userPlaceWords.formUnion(words.userPlaceWords)
    let fillers = words.fillers.union(words.countryNouns).union(words.followUps.openers)
      .union(words.followUps.pointers)
    self.init(
      intents: intents, fillers: fillers, offTopicWords: words.offTopicWords,
      offTopicPhrases: words.offTopicPhrases, offTopicVerbs: words.offTopicVerbs,
      notTypos: words.notTypos, placeModifiers: words.placeModifiers,
      prefixLeadIns: words.prefixLeadIns, prefixBackReferences: words.prefixBackReferences,
      aliases: english.aliases.merging(words.aliases) { _, mine in mine },
      ambiguousNames: english.ambiguousNames.merging(words.ambiguousNames) { _, mine in mine },
      genericNameWords: english.genericNameWords, places: places, language: pack.language,
      followUps: words.followUps, spelling: words.spelling, subjectMarkers: words.subjectMarkers,
      clauseOpeners: words.clauseOpeners, indefiniteArticles: words.indefiniteArticles,
      prefixLeadInTypos: words.prefixLeadInTypos,
      joiningWords: english.joiningWords.union(words.joiningWords))
    markedWords = words.markedWords
    countPhrases = words.countPhrases
    nationalities = words.nationalities
    labels = Deferred { Self.labelWords(of: pack) }
    qualifiers = pack.qualifiers
  }

  private static func labelWords(of pack: LanguagePack) -> Set<String> {
    Set(
      pack.facts.values.flatMap {
        TextFolding.fold($0.asks).utf8.split(separator: 0x20).map { String(Substring($0)) }
      }
    )
  }

  /// The words a question of `intent` must also hold when its fact names none: a country noun for
  /// a set or a ranking, a letter word for a prefix, a flag word for a flag's colours. English
  /// names its own in its facts.
  private static func requirement(of intent: Intent, _ words: ReadingWords) -> Set<String> {
    switch intent {
    case .countriesByPrefix: words.countryNouns.union(words.letterWords)
    case .countriesByLanguage, .countriesByCurrency, .superlative: words.countryNouns
    case .flagDescription: words.flagWords
    default: []
    }
  }
}

extension IntentDefinition.SubjectKind {
  /// What a question of `intent` is about once cued: one country, unless the intent's answer
  /// starts from something else.
  static func of(_ intent: Intent) -> Self {
    switch intent {
    case .countriesByPrefix: .namePrefix
    case .reverseCapital: .capitalCity
    case .reverseIsoCode: .code
    case .reverseVehicleCode: .vehicleCode
    case .reverseFlag: .flagEmoji
    case .countriesInRegion: .region
    case .countriesByLanguage: .language
    case .countriesByCurrency: .currency
    case .superlative: .ranking
    case .comparison: .comparison
    case .search: .searchText
    case .nearby: .nearby
    case .distance, .timeDifference, .landRoute: .distance
    case .countriesInOrganisation: .organisation
    default: .country
    }
  }
}
