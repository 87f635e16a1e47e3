import Domain

extension ReadingWords {
  /// Spanish as people type it ("¿cuántos habitantes tiene México?").
  public static let spanish = ReadingWords(
    countryNouns: ["pais", "paises", "estado", "estados", "nacion", "naciones"],
    flagWords: ["bandera", "banderas"], letterWords: ["letra", "letras"],
    fillers: [
      "el", "la", "los", "las", "lo", "un", "una", "unos", "de", "del", "d", "al", "a", "en", "y",
      "o", "es", "son", "que", "cual", "cuales", "quien", "como", "cuanto", "cuanta", "cuantos",
      "aparece", "aparecen",
      "cuantas", "donde", "dime", "dame", "decir", "por", "favor", "porfa", "gracias", "hola",
      "se", "su", "sus", "tiene", "tienen", "hay", "para", "con", "me", "puedes", "quiero",
      "saber", "oficial", "actual", "nombre", "ciudad", "esta", "estan", "sabes", "todos",
      "exactamente", "sobre", "bueno", "pues", "vive", "viven", "tan", "qu", "cuyo", "cuya",
      "cuyos", "cuyas",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, time of day, people in office.
    offTopicWords: [
      // A way by air or sea, which a land route would seem to answer.
      "avion", "vuelo", "vuelos", "barco", "ferry",
      // How long a way takes, which a land route would seem to answer.
      "tarda", "tardo", "tardas", "demora",
      "ciudad", "ciudades", "antes", "despues",
      "segundo", "segunda", "tercer", "tercero", "tercera", "cuarto", "antiguo", "antigua", "sin",
      "excepto", "salvo", "presidente", "gobierno", "historia", "hora",
    ],
    // How long a way takes ("combien de temps"), which a land route would seem to answer.
    offTopicPhrases: [["cuanto", "tiempo"]],
    // "per capita", "pro capite": no typo of "capital".
    notTypos: ["capita", "capite"],
    prefixLeadIns: ["con", "por", "la", "las", "letra", "letras", "una", "un", "el"],
    placeModifiers: ["norte", "sur", "este", "oeste", "nueva", "nuevo"],
    places: PlaceWords.spanish.merging(.spanishEconomy).merging(.spanishRoutes),
    userPlaceWords: ["mi", "aqui", "estoy", "donde", "yo", "nosotros", "mio"],
    followUps: .spanish,
    spelling: Spelling(abbreviations: ["st": "saint"], ampersand: "y"),
    subjectMarkers: ["de", "del", "en", "sobre", "para"],
    clauseOpeners: ["pero"], indefiniteArticles: ["un", "una"],
    joiningWords: ["el", "la", "los", "las", "de", "del", "y"],
    ambiguousNames: ["corea": ["KP", "KR"]],
    aliases: [
      "gran bretana": "GB", "inglaterra": "GB", "holanda": "NL", "birmania": "MM",
      "rdc": "CD", "rd congo": "CD", "republica democratica del congo": "CD",
      "eeuu": "US", "ee uu": "US", "eua": "US", "emiratos": "AE",
    ],
    markedWords: [
      "qué", "cuál", "cuáles", "cuánto", "cuántos", "cuántas", "cuánta", "dónde", "cómo", "él",
      "también",
    ],
    countPhrases: [["cuantos"], ["cuantas"]],
    nationalities: spanishNationalities
  )
}

extension PlaceWords {
  public static let spanish: PlaceWords = {
    var words = PlaceWords()
    words.whichWords = ["que", "cual", "cuales"]
    words.creatureWords = ["animal", "animales", "ave", "aves", "pajaro", "pajaros", "criatura"]
    words.regionAliases = [
      "africa occidental": "Western Africa", "africa del oeste": "Western Africa",
      "africa oriental": "Eastern Africa", "africa del norte": "Northern Africa",
      "america del sur": "South America", "sur america": "South America",
      "america del norte": "North America", "america central": "Central America",
      "america latina": "", "latinoamerica": "", "sudeste asiatico": "South-Eastern Asia",
      "europa del este": "Eastern Europe", "europa del oeste": "Western Europe",
      "europa central": "Central Europe", "medio oriente": "", "oriente medio": "",
    ]
    words.measures = [
      "poblacion": .population, "poblado": .population, "poblados": .population,
      "habitantes": .population, "gente": .population, "superficie": .area, "grande": .area,
      "grandes": .area, "pequeno": .area, "extenso": .area, "vecinos": .neighbours,
    ]
    words.superlatives = [
      "grande": .most, "grandes": .most, "extenso": .most, "poblado": .most,
      "poblados": .most, "pequeno": .least, "menos": .least,
    ]
    words.comparatives = ["menos": .least, "pequeno": .least]
    words.reverseMarkers = ["que", "cual"]
    words.worldWords = ["mundo", "tierra", "planeta"]
    return words
  }()
}

extension FollowUpWords {
  /// The words that point a line back at the conversation in Spanish.
  public static let spanish = FollowUpWords(
    pointers: [
      "su", "sus", "alli", "alla", "ahi", "ella", "ellos", "ellas", "mismo", "misma", "cual",
      "cuales", "tambien", "queria",
    ],
    openers: ["y", "e", "tambien"],
    openingPairs: [["que", "tal"], ["lo", "mismo"], ["y", "que"], ["y", "para"]])
}
