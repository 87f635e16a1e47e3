import Domain

extension ReadingWords {
  /// Italian as people type it ("quanti abitanti ha l'Italia").
  public static let italian = ReadingWords(
    countryNouns: ["paese", "paesi", "stato", "stati", "nazione", "nazioni"],
    flagWords: ["bandiera", "bandiere"], letterWords: ["lettera", "lettere"],
    fillers: [
      "il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una", "di", "d", "del", "dello",
      "della",
      "dei", "degli", "delle", "dell", "a", "al", "allo", "alla", "ai", "agli", "alle", "all",
      "in", "nel", "nello", "nella", "nei", "negli", "nelle", "nell", "da", "dal", "dalla",
      "e", "o", "ed", "qual", "quale", "quali", "che", "chi", "come", "quanto", "quanti",
      "quante", "dove", "dimmi", "mostrami", "dammi", "per", "favore", "grazie", "ciao", "si",
      "suo", "sua", "ha", "hanno", "c", "ci", "con", "su", "mi", "puoi", "voglio", "sapere",
      "ufficiale", "attuale", "nome", "citta", "sono", "tutti", "cosa", "cos", "qualche",
      "vivono", "vive", "sai", "sul", "sullo", "sulla", "sui", "sugli", "sulle", "sull",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, time of day, people in office.
    offTopicWords: [
      // A way by air or sea, which a land route would seem to answer.
      "aereo", "volo", "voli", "traghetto",
      // How long a way takes, which a land route would seem to answer.
      "impiega", "impiego", "durata",
      "citta", "prima", "dopo",
      "secondo", "seconda", "terzo", "terza", "ex", "vecchia", "vecchio", "antica", "antico", "non",
      "senza", "tranne", "presidente", "governo", "storia", "ora", "ore",
    ],
    // How long a way takes ("combien de temps"), which a land route would seem to answer.
    offTopicPhrases: [["quanto", "tempo"], ["ci", "vuole"], ["ci", "vogliono"]],
    // "per capita", "pro capite": no typo of "capital".
    notTypos: ["capita", "capite"],
    prefixLeadIns: ["con", "per", "la", "le", "lettera", "lettere", "una", "il"],
    placeModifiers: ["nord", "sud", "est", "ovest", "nuova", "nuovo"],
    places: PlaceWords.italian.merging(.italianEconomy).merging(.italianRoutes),
    userPlaceWords: ["me", "qui", "sono", "dove", "io", "noi"],
    followUps: .italian,
    // "dov'è" is "dove è": the elided "where" reads as the word.
    spelling: Spelling(abbreviations: ["st": "saint", "dov": "dove"], ampersand: "e"),
    subjectMarkers: [
      "di", "d", "del", "della", "dello", "dei", "degli", "delle", "dell", "in", "nel", "nella",
      "per",
      "su",
    ],
    clauseOpeners: ["ma"], indefiniteArticles: ["un", "uno", "una"],
    joiningWords: ["il", "lo", "la", "i", "gli", "le", "di", "del", "della", "dei", "e"],
    ambiguousNames: ["corea": ["KP", "KR"]],
    aliases: [
      "gran bretagna": "GB", "inghilterra": "GB", "olanda": "NL", "birmania": "MM",
      "rdc": "CD", "rd congo": "CD", "repubblica democratica del congo": "CD",
      "emirati": "AE", "stati uniti": "US",
    ],
    markedWords: ["è", "più", "perché", "città", "cioè"],
    countPhrases: [["quanti"], ["quante"]],
    nationalities: italianNationalities
  )
}

extension PlaceWords {
  public static let italian: PlaceWords = {
    var words = PlaceWords()
    words.whichWords = ["quale", "quali", "che"]
    words.creatureWords = ["animale", "animali", "uccello", "uccelli", "creatura"]
    words.regionAliases = [
      "africa dell ovest": "Western Africa", "africa del nord": "Northern Africa",
      "america del nord": "North America", "america latina": "",
      "sud est asiatico": "South-Eastern Asia", "europa centrale": "Central Europe",
      "europa dell est": "Eastern Europe", "medio oriente": "",
      // The names the answers give where the locale's would need another preposition.
      "area caraibica": "Caribbean", "asia sudorientale": "South-Eastern Asia",
      "asia meridionale": "Southern Asia", "africa settentrionale": "Northern Africa",
      "africa australe": "Southern Africa", "europa sudorientale": "Southeast Europe",
    ]
    words.measures = [
      "popolazione": .population, "popoloso": .population, "popolato": .population,
      "abitanti": .population, "superficie": .area, "grande": .area, "piccolo": .area,
      "esteso": .area, "estesa": .area, "piccola": .area, "popolosa": .population,
      "popolata": .population, "vicini": .neighbours, "confinanti": .neighbours,
    ]
    words.superlatives = [
      "grande": .most, "esteso": .most, "popoloso": .most, "popolato": .most,
      "piccolo": .least, "piccola": .least, "estesa": .most, "popolosa": .most,
      "popolata": .most, "meno": .least,
    ]
    words.comparatives = ["piccolo": .least, "piccola": .least, "meno": .least]
    words.reverseMarkers = ["quale", "che"]
    words.worldWords = ["mondo", "terra", "pianeta"]
    return words
  }()
}

extension FollowUpWords {
  /// The words that point a line back at the conversation in Italian.
  public static let italian = FollowUpWords(
    pointers: [
      "suo", "sua", "suoi", "sue", "li", "lui", "lei", "loro", "esso", "essa", "stesso",
      "stessa", "anche", "quale", "volevo",
    ],
    openers: ["e", "ed", "anche"],
    openingPairs: [["e", "per"], ["lo", "stesso"], ["e", "invece"], ["e", "quanto"]])
}
