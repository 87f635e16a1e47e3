import Domain

extension Lexicon {
  /// Spanish as people type it ("¿cuántos habitantes tiene México?").
  public static let spanish = ForeignLexicon(
    language: .spanish,
    cues: [
      .capital: ["capital", "capitales", "ciudad principal"],
      .isoCode: ["codigo", "codigos", "iso", "abreviatura", "alpha", "dos letras"],
      .flag: ["bandera", "banderas"],
      .population: [
        "poblacion", "habitantes", "habitante", "gente", "personas", "cuantas personas",
        "cuanta gente",
      ],
      .area: ["superficie", "area", "tamano", "km2", "extension", "grande", "mide"],
      .currency: ["moneda", "monedas", "divisa", "dinero", "plata"],
      .languages: ["idioma", "idiomas", "lengua", "lenguas", "habla", "hablan", "hablado"],
      .region: [
        "continente", "region", "ubicado", "ubicada", "queda", "esta ubicado", "donde esta",
      ],
      .borders: ["frontera", "fronteras", "limita", "limitan", "vecinos", "limitrofes", "colinda"],
      .callingCode: ["prefijo", "telefonico", "telefono", "llamar", "lada"],
      .timezones: ["horario", "horarios", "huso", "zona horaria", "utc", "gmt"],
      .demonym: ["gentilicio", "gentilicios", "como se llaman los habitantes"],
      .drivingSide: ["conduce", "conducen", "manejan", "maneja", "conducir", "lado"],
      .tld: ["dominio", "tld", "internet"],
      .flagDescription: ["colores", "color", "describe", "descripcion", "simbolos"],
      .overview: ["informacion", "info", "datos", "resumen", "hablame", "cuentame"],
      .reverseCapital: ["capital", "capitales"],
      .reverseIsoCode: ["codigo", "codigos", "iso", "abreviatura"],
      .reverseFlag: ["bandera", "banderas"],
      .countriesInRegion: ["paises", "lista", "cuantos paises"],
      .countriesByLanguage: ["idioma", "lengua", "habla", "hablan", "hablado", "oficial"],
      .countriesByCurrency: ["moneda", "divisa", "usan", "usa", "utilizan", "tienen", "euro"],
      .superlative: [
        "mas", "menos", "grande", "pequeno", "poblado", "poblados", "habitantes", "extenso",
        "vecinos",
      ],
      .comparison: [
        "mas", "menos", "que", "grande", "pequeno", "poblado", "habitantes", "compara",
      ],
      .countriesByPrefix: ["empiezan", "empieza", "comienzan", "comienza", "empiecen", "inician"],
      .search: ["busca", "buscar", "encuentra", "contienen", "contiene"],
      .nearby: ["cerca", "cercanos", "cercano", "cercanas", "proximos", "alrededor"],
      .distance: ["distancia", "lejos"],
    ],
    countryNouns: ["pais", "paises", "estado", "estados", "nacion", "naciones"],
    flagWords: ["bandera", "banderas"], letterWords: ["letra", "letras"],
    fillers: [
      "el", "la", "los", "las", "lo", "un", "una", "unos", "de", "del", "d", "al", "a", "en", "y",
      "o", "es", "son", "que", "cual", "cuales", "quien", "como", "cuanto", "cuanta", "cuantos",
      "cuantas", "donde", "dime", "dame", "decir", "por", "favor", "porfa", "gracias", "hola",
      "se", "su", "sus", "tiene", "tienen", "hay", "para", "con", "me", "puedes", "quiero",
      "saber", "oficial", "actual", "nombre", "ciudad", "esta", "estan", "sabes", "todos",
      "exactamente", "sobre", "bueno", "pues", "vive", "viven", "tan", "qu", "cuyo", "cuya",
      "cuyos", "cuyas",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, density, time of day, people in office.
    offTopicWords: [
      "segundo", "segunda", "tercer", "tercero", "tercera", "cuarto", "antiguo", "antigua", "sin",
      "excepto", "salvo", "densidad", "presidente", "gobierno", "historia", "pib", "hora",
    ],
    prefixLeadIns: ["con", "por", "la", "las", "letra", "letras", "una", "un", "el"],
    placeModifiers: ["norte", "sur", "este", "oeste", "nueva", "nuevo"],
    places: .spanish, userPlaceWords: ["mi", "aqui", "estoy", "donde", "yo", "nosotros", "mio"],
    exact: [
      "lejos", "cerca", "que", "mas", "usa", "info", "lado", "plata", "mide", "lada", "area",
    ],
    weak: [.region: ["donde"]],
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
    ]
  ).lexicon()
}

extension PlaceWords {
  static let spanish: PlaceWords = {
    var words = PlaceWords()
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
