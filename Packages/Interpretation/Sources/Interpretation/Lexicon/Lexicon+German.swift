import Domain

extension Lexicon {
  /// German as people type it ("welche Sprache spricht man in Belgien").
  public static let german = ForeignLexicon(
    language: .german,
    cues: [
      .capital: ["hauptstadt", "hauptstaedte", "hauptstadte"],
      .isoCode: [
        "code", "laendercode", "landercode", "kurzel", "kuerzel", "iso", "abkurzung",
        "abkuerzung", "landerkurzel", "laenderkuerzel", "isocode",
      ],
      .flag: ["flagge", "fahne", "flaggen", "fahnen"],
      .population: [
        "einwohner", "bevolkerung", "bevoelkerung", "einwohnerzahl", "menschen", "leute",
        "wie viele menschen",
      ],
      .area: ["flache", "flaeche", "grosse", "groesse", "gross", "km2", "quadratkilometer"],
      .currency: [
        "wahrung", "waehrung", "geld", "zahlungsmittel", "zahlt", "bezahlt", "bezahlen",
      ],
      .languages: ["sprache", "sprachen", "spricht", "sprechen", "gesprochen", "amtssprache"],
      .region: ["kontinent", "erdteil", "region", "liegt", "wo liegt", "befindet"],
      .borders: ["grenzt", "grenzen", "nachbarn", "nachbarlander", "nachbarlaender", "nachbar"],
      .callingCode: ["vorwahl", "landesvorwahl", "telefonvorwahl", "telefon"],
      .timezones: ["zeitzone", "zeitzonen", "utc", "gmt"],
      .demonym: ["einwohnerbezeichnung", "nennt man die einwohner", "heissen die einwohner"],
      .drivingSide: [
        "fahrt", "faehrt", "fahren", "linksverkehr", "rechtsverkehr", "strassenseite",
      ],
      .tld: ["domain", "endung", "tld", "internet"],
      .flagDescription: ["farben", "farbe", "beschreibe", "beschreibung", "symbole"],
      .overview: [
        "infos", "informationen", "info", "uberblick", "ueberblick", "erzahl", "erzaehl",
      ],
      .reverseCapital: ["hauptstadt"],
      .reverseIsoCode: ["code", "kurzel", "kuerzel", "iso", "abkurzung"],
      .reverseFlag: ["flagge", "fahne"],
      .countriesInRegion: ["lander", "laender", "staaten", "liste"],
      .countriesByLanguage: ["sprache", "spricht", "sprechen", "gesprochen", "amtssprache"],
      .countriesByCurrency: ["wahrung", "waehrung", "zahlt", "zahlen", "haben", "nutzen", "euro"],
      .superlative: [
        "grosste", "grosstes", "grosster", "grossten", "kleinste", "kleinstes", "kleinster",
        "kleinsten", "bevolkerungsreichste", "bevolkerungsreichstes", "meisten", "wenigsten",
      ],
      .comparison: ["grosser", "kleiner", "mehr", "weniger", "als", "vergleich"],
      .countriesByPrefix: [
        "beginnen", "beginnt", "anfangen", "fangen", "starten", "anfangsbuchstabe",
      ],
      .search: ["suche", "suchen", "finde", "enthalten", "enthalt"],
      .nearby: ["nahe", "nah", "nachsten", "naechsten", "umgebung", "nahegelegene"],
      .distance: ["entfernung", "entfernt", "weit", "abstand"],
    ],
    countryNouns: ["land", "lander", "laender", "staat", "staaten"],
    flagWords: ["flagge", "fahne"], letterWords: ["buchstabe", "buchstaben"],
    fillers: [
      "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "von", "vom", "in", "im",
      "und", "oder", "ist", "sind", "was", "welche", "welcher", "welches", "welchem", "wie",
      "wo", "wer", "sag", "sagen", "mir", "bitte", "danke", "hallo", "man", "es", "hat", "haben",
      "gibt", "fur", "fuer", "mit", "auf", "an", "aus", "ich", "mochte", "moechte", "wissen",
      "kannst", "du", "offizielle", "heisst", "heist", "nennt", "viele", "zu", "europas",
      "afrikas", "asiens", "amerikas", "welt", "eigentlich", "genau", "mal", "noch", "denn",
      "um", "so", "gerade", "links", "rechts", "am",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, density, time of day, people in office.
    offTopicWords: [
      "zweite", "zweiten", "zweitgrosste", "zweitgroesste", "zweitgroste", "dritte", "dritten",
      "ehemalige", "ehemaligen", "fruhere", "fruheren", "alte", "alten", "nicht", "ohne", "kein",
      "keine", "ausser", "binnenland", "dichte", "bevolkerungsdichte", "prasident", "regierung",
      "geschichte", "uhr", "spat",
    ],
    prefixLeadIns: ["mit", "dem", "den", "buchstaben", "buchstabe", "einem", "an"],
    placeModifiers: ["nord", "sud", "ost", "west", "neu"],
    places: .german,
    userPlaceWords: [
      "mir", "mich", "hier", "ich", "bin", "wo", "uns", "meiner", "meinem", "meine",
    ],
    exact: [
      "nah", "weit", "als", "mehr", "gross", "info", "zahlt", "zahlen", "haben", "code", "liegt",
    ],
    weak: [.region: ["wo"]],
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
    ]
  ).lexicon()
}

extension PlaceWords {
  static let german: PlaceWords = {
    var words = PlaceWords()
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
