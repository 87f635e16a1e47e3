import Domain

extension Lexicon {
  /// Italian as people type it ("quanti abitanti ha l'Italia").
  public static let italian = ForeignLexicon(
    language: .italian,
    cues: [
      .capital: ["capitale", "capitali", "citta principale"],
      .isoCode: ["codice", "codici", "iso", "sigla", "abbreviazione", "alpha", "due lettere"],
      .flag: ["bandiera", "bandiere"],
      .population: ["popolazione", "abitanti", "abitante", "persone", "gente", "quante persone"],
      .area: ["superficie", "area", "dimensioni", "estensione", "km2", "grande", "esteso"],
      .currency: ["valuta", "valute", "moneta", "monete", "soldi", "divisa"],
      .languages: ["lingua", "lingue", "parla", "parlano", "parlata", "parlate", "idioma"],
      .region: ["continente", "regione", "trova", "situato", "situata", "dove si trova"],
      .borders: ["confina", "confinano", "confini", "confine", "vicini", "confinanti"],
      .callingCode: ["prefisso", "telefonico", "telefono", "internazionale"],
      .timezones: ["fuso", "fusi", "orario", "orari", "utc", "gmt"],
      .demonym: ["gentilizio", "come si chiamano gli abitanti"],
      .drivingSide: ["guida", "guidano", "guidare", "circola", "circolano", "lato"],
      .tld: ["dominio", "tld", "internet"],
      .flagDescription: ["colori", "colore", "descrivi", "descrizione", "simboli"],
      .overview: ["informazioni", "info", "dati", "riassunto", "parlami", "raccontami"],
      .reverseCapital: ["capitale", "capitali"],
      .reverseIsoCode: ["codice", "codici", "iso", "sigla"],
      .reverseFlag: ["bandiera", "bandiere"],
      .countriesInRegion: ["paesi", "stati", "elenco", "quanti paesi"],
      .countriesByLanguage: ["lingua", "parla", "parlano", "parlata", "ufficiale"],
      .countriesByCurrency: ["valuta", "moneta", "usano", "usa", "utilizzano", "hanno", "euro"],
      .superlative: [
        "piu", "meno", "grande", "piccolo", "popoloso", "popolato", "abitanti", "esteso",
        "vicini",
      ],
      .comparison: ["piu", "meno", "di", "grande", "piccolo", "popoloso", "abitanti", "confronta"],
      .countriesByPrefix: ["iniziano", "inizia", "cominciano", "comincia", "iniziando"],
      .search: ["cerca", "cercare", "ricerca", "ricercare", "contengono", "contiene"],
      .nearby: ["vicino", "vicini", "vicine", "dintorni", "intorno"],
      .distance: ["distanza", "lontano", "dista"],
    ],
    countryNouns: ["paese", "paesi", "stato", "stati", "nazione", "nazioni"],
    flagWords: ["bandiera", "bandiere"], letterWords: ["lettera", "lettere"],
    fillers: [
      "il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una", "di", "del", "dello", "della",
      "dei", "degli", "delle", "dell", "a", "al", "allo", "alla", "ai", "agli", "alle", "all",
      "in", "nel", "nello", "nella", "nei", "negli", "nelle", "nell", "da", "dal", "dalla",
      "e", "o", "ed", "qual", "quale", "quali", "che", "chi", "come", "quanto", "quanti",
      "quante", "dove", "dimmi", "mostrami", "dammi", "per", "favore", "grazie", "ciao", "si",
      "suo", "sua", "ha", "hanno", "c", "ci", "con", "su", "mi", "puoi", "voglio", "sapere",
      "ufficiale", "attuale", "nome", "citta", "sono", "tutti", "cosa", "cos", "qualche",
      "vivono", "vive", "sai", "sul", "sullo", "sulla", "sui", "sugli", "sulle", "sull",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, density, time of day, people in office.
    offTopicWords: [
      "secondo", "seconda", "terzo", "terza", "ex", "vecchia", "vecchio", "antica", "antico", "non",
      "senza", "tranne", "densita", "presidente", "governo", "storia", "pil", "ora", "ore",
    ],
    prefixLeadIns: ["con", "per", "la", "le", "lettera", "lettere", "una", "il"],
    placeModifiers: ["nord", "sud", "est", "ovest", "nuova", "nuovo"],
    places: .italian, userPlaceWords: ["me", "qui", "sono", "dove", "io", "noi"],
    exact: ["dista", "di", "piu", "usa", "hanno", "lato", "info", "area", "guida"],
    weak: [.region: ["dove"]],
    followUps: .italian,
    spelling: Spelling(abbreviations: ["st": "saint"], ampersand: "e"),
    subjectMarkers: [
      "di", "del", "della", "dello", "dei", "degli", "delle", "dell", "in", "nel", "nella", "per",
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
    markedWords: ["è", "più", "perché", "città", "cioè"]
  ).lexicon()
}

extension PlaceWords {
  static let italian: PlaceWords = {
    var words = PlaceWords()
    words.regionAliases = [
      "africa dell ovest": "Western Africa", "africa del nord": "Northern Africa",
      "america del nord": "North America", "america latina": "",
      "sud est asiatico": "South-Eastern Asia", "europa centrale": "Central Europe",
      "europa dell est": "Eastern Europe", "medio oriente": "",
    ]
    words.measures = [
      "popolazione": .population, "popoloso": .population, "popolato": .population,
      "abitanti": .population, "superficie": .area, "grande": .area, "piccolo": .area,
      "esteso": .area, "vicini": .neighbours,
    ]
    words.superlatives = [
      "grande": .most, "esteso": .most, "popoloso": .most, "popolato": .most,
      "piccolo": .least, "meno": .least,
    ]
    words.comparatives = ["piccolo": .least, "meno": .least]
    words.reverseMarkers = ["quale", "che"]
    words.worldWords = ["mondo", "terra", "pianeta"]
    return words
  }()
}
