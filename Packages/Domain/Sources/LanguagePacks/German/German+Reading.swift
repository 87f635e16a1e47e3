import Domain

extension ReadingWords {
  /// German as people type it ("welche Sprache spricht man in Belgien").
  public static let german = ReadingWords(
    countryNouns: ["land", "lander", "laender", "staat", "staaten"],
    flagWords: ["flagge", "fahne"], letterWords: ["buchstabe", "buchstaben"],
    fillers: [
      "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "von", "vom", "in", "im",
      "und", "oder", "ist", "sind", "was", "welche", "welcher", "welches", "welchem", "wie",
      "wo", "wer", "sag", "sagen", "mir", "bitte", "danke", "hallo", "man", "es", "hat", "haben",
      "aktuell", "womit",
      "gibt", "fur", "fuer", "mit", "auf", "an", "aus", "ich", "mochte", "moechte", "wissen",
      "kannst", "du", "offizielle", "heisst", "heist", "nennt", "viele", "zu", "europas",
      "afrikas", "asiens", "amerikas", "welt", "eigentlich", "genau", "mal", "noch", "denn",
      "um", "so", "gerade", "links", "rechts", "am", "leben", "lebt", "wohnen", "wohnt", "nenne",
      "nenn", "zeig", "zeige", "alle",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, time of day, people in office.
    offTopicWords: [
      // A way by air or sea, which a land route would seem to answer.
      "flug", "fluge", "flugzeug", "schiff",
      // How long a way takes, which a land route would seem to answer.
      "dauert", "dauer", "fahrzeit", "reisezeit",
      "stadt", "stadte", "vor", "bevor",
      "zweite", "zweiten", "zweitgrosste", "zweitgroesste", "zweitgroste", "dritte", "dritten",
      "ehemalige", "ehemaligen", "fruhere", "fruheren", "alte", "alten", "nicht", "ohne", "kein",
      "keine", "ausser", "binnenland", "prasident", "regierung",
      "geschichte", "uhr", "spat",
    ],
    // How long a way takes ("combien de temps"), which a land route would seem to answer.
    offTopicPhrases: [
      ["wie", "lange", "fahrt"], ["wie", "lange", "braucht"], ["wie", "lange", "brauche"],
      ["wie", "lange", "dauert"],
    ],
    // "per capita", "pro capite": no typo of "capital".
    notTypos: ["capita", "capite"],
    prefixLeadIns: ["mit", "dem", "den", "buchstaben", "buchstabe", "einem", "an"],
    placeModifiers: ["nord", "sud", "ost", "west", "neu"],
    places: PlaceWords.german.merging(.germanEconomy).merging(.germanRoutes),
    userPlaceWords: [
      "mir", "mich", "hier", "ich", "bin", "wo", "uns", "meiner", "meinem", "meine",
    ],
    followUps: .german,
    spelling: Spelling(abbreviations: ["st": "saint"], ampersand: "und"),
    subjectMarkers: ["von", "vom", "in", "im", "fur", "fuer", "uber", "ueber", "aus"],
    clauseOpeners: ["aber"], indefiniteArticles: ["ein", "eine"],
    joiningWords: ["der", "die", "das", "und", "von"],
    ambiguousNames: ["kongo": ["CG", "CD"]],
    aliases: [
      "grossbritannien": "GB", "großbritannien": "GB", "england": "GB", "holland": "NL",
      "birma": "MM",
      "dr kongo": "CD", "demokratische republik kongo": "CD", "drk": "CD",
      "republik kongo": "CG", "vae": "AE", "emirate": "AE",
    ],
    countPhrases: [["wie", "viele"], ["wieviele"]],
    nationalities: germanNationalities
  )
}

extension PlaceWords {
  public static let german: PlaceWords = {
    var words = PlaceWords()
    words.whichWords = ["welche", "welcher", "welches", "welchem", "welchen"]
    words.creatureWords = ["tier", "tiere", "vogel", "vogels", "wappentier"]
    words.regionAliases = [
      "europas": "Europe", "afrikas": "Africa", "asiens": "Asia", "amerikas": "Americas",
      "ozeaniens": "Oceania", "nordamerika": "North America", "mitteleuropa": "Central Europe",
      "zentraleuropa": "Central Europe", "sudosteuropa": "Southeast Europe",
      "lateinamerika": "", "naher osten": "",
    ]
    words.measures = [
      "bevolkerungsreichste": .population, "bevolkerungsreichstes": .population,
      "einwohner": .population, "menschen": .population, "grosste": .area, "grosstes": .area,
      "grosster": .area, "grossten": .area, "kleinste": .area, "kleinstes": .area,
      "kleinster": .area, "kleinsten": .area, "grosser": .area, "kleiner": .area,
      "nachbarn": .neighbours,
    ]
    words.superlatives = [
      "grosste": .most, "grosstes": .most, "grosster": .most, "grossten": .most,
      "bevolkerungsreichste": .most, "bevolkerungsreichstes": .most, "meisten": .most,
      "kleinste": .least, "kleinstes": .least, "kleinster": .least, "kleinsten": .least,
      "wenigsten": .least,
    ]
    words.comparatives = ["kleiner": .least, "weniger": .least]
    words.reverseMarkers = ["welches", "welchem", "welcher"]
    words.worldWords = ["welt", "erde"]
    return words
  }()
}

extension FollowUpWords {
  /// The words that point a line back at the conversation in German.
  public static let german = FollowUpWords(
    pointers: [
      "sein", "seine", "seiner", "seinen", "seinem", "seines", "ihr", "ihre", "ihren", "ihrem",
      "ihrer", "dort", "da", "dessen", "deren", "es", "er", "sie", "dasselbe", "gleiche",
      "selbe", "auch", "meinte",
    ],
    openers: ["und", "auch", "sowie"],
    openingPairs: [["und", "was"], ["wie", "steht"], ["dasselbe", "fur"], ["und", "wie"]])
}
