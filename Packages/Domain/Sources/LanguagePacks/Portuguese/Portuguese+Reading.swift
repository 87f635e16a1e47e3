import Domain

extension ReadingWords {
  /// Portuguese as people type it ("qual é a moeda do Japão").
  public static let portuguese = ReadingWords(
    countryNouns: ["pais", "paises", "estado", "estados", "nacao", "nacoes"],
    flagWords: ["bandeira", "bandeiras"], letterWords: ["letra", "letras"],
    fillers: [
      "o", "a", "os", "as", "um", "uma", "de", "do", "da", "dos", "das", "d", "no", "na", "nos",
      "nas", "em", "e", "ou", "qual", "quais", "que", "quem", "como", "quanto", "quantos",
      "aparece", "aparecem", "existem", "oficiais",
      "quantas", "onde", "me", "diz", "diga", "fale", "sobre", "por", "favor", "obrigado", "ola",
      "oi", "se", "sua", "seu", "suas", "seus", "tem", "ha", "para", "pra", "com", "voce",
      "pode", "quero", "saber", "oficial", "atual", "nome", "cidade", "esta", "sao", "todos",
      "vivem", "vive", "moram", "mora", "afinal", "ai", "eh", "cujo", "cuja", "cujos", "cujas",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, time of day, people in office.
    offTopicWords: [
      // A way by air or sea, which a land route would seem to answer.
      "aviao", "voo", "voos", "barco", "navio", "balsa",
      // How long a way takes, which a land route would seem to answer.
      "demora", "demoro", "duracao",
      "cidade", "cidades", "antes", "depois",
      "segundo", "segunda", "terceiro", "terceira", "antiga", "antigo", "nao", "sem", "exceto",
      "presidente", "governo", "historia", "hora", "horas",
    ],
    // How long a way takes ("combien de temps"), which a land route would seem to answer.
    offTopicPhrases: [["quanto", "tempo"]],
    // "per capita", "pro capite": no typo of "capital".
    notTypos: ["capita", "capite"],
    prefixLeadIns: ["com", "por", "pela", "letra", "letras", "a", "as", "uma", "o"],
    placeModifiers: ["norte", "sul", "leste", "oeste", "nova", "novo"],
    places: PlaceWords.portuguese.merging(.portugueseEconomy).merging(.portugueseRoutes),
    userPlaceWords: ["mim", "aqui", "estou", "onde", "eu", "nos"],
    followUps: .portuguese,
    spelling: Spelling(abbreviations: ["st": "saint"], ampersand: "e"),
    subjectMarkers: ["de", "do", "da", "dos", "das", "em", "no", "na", "sobre", "para"],
    clauseOpeners: ["mas"], indefiniteArticles: ["um", "uma"],
    joiningWords: ["o", "a", "os", "as", "de", "do", "da", "dos", "das", "e"],
    ambiguousNames: ["coreia": ["KP", "KR"], "a coreia": ["KP", "KR"]],
    aliases: [
      "gra bretanha": "GB", "inglaterra": "GB", "holanda": "NL", "birmania": "MM",
      "rdc": "CD", "rd congo": "CD", "republica democratica do congo": "CD",
      "eua": "US", "emirados": "AE", "paises baixos": "NL",
    ],
    markedWords: ["é", "são", "não", "você", "têm", "também", "às", "português"],
    countPhrases: [["quantos"], ["quantas"]],
    nationalities: portugueseNationalities
  )
}

extension PlaceWords {
  public static let portuguese: PlaceWords = {
    var words = PlaceWords()
    words.whichWords = ["qual", "quais", "que"]
    words.creatureWords = ["animal", "animais", "ave", "aves", "passaro", "passaros", "bicho"]
    words.regionAliases = [
      "africa ocidental": "Western Africa", "africa oriental": "Eastern Africa",
      "africa do norte": "Northern Africa", "africa austral": "Southern Africa",
      "america do norte": "North America", "america latina": "",
      "sudeste asiatico": "South-Eastern Asia", "europa central": "Central Europe",
      "europa do leste": "Eastern Europe", "leste europeu": "Eastern Europe",
      "oriente medio": "",
    ]
    words.measures = [
      "populacao": .population, "populoso": .population, "populosos": .population,
      "povoado": .population, "habitantes": .population, "area": .area, "maior": .area,
      "menor": .area, "grande": .area, "pequeno": .area, "pequena": .area,
      "vizinhos": .neighbours,
    ]
    words.superlatives = [
      "maior": .most, "populoso": .most, "populosos": .most, "povoado": .most,
      "menor": .least, "menos": .least, "pequeno": .least, "pequena": .least,
    ]
    words.comparatives = [
      "menor": .least, "menos": .least, "pequeno": .least, "pequena": .least,
    ]
    words.reverseMarkers = ["qual", "que"]
    words.worldWords = ["mundo", "terra", "planeta"]
    return words
  }()
}

extension FollowUpWords {
  /// The words that point a line back at the conversation in Portuguese.
  public static let portuguese = FollowUpWords(
    pointers: [
      "seu", "sua", "seus", "suas", "dele", "dela", "deles", "delas", "ele", "ela", "eles",
      "elas", "la", "ali", "nele", "nela", "mesmo", "mesma", "tambem", "qual", "quis",
    ],
    openers: ["e", "tambem"],
    openingPairs: [["e", "quanto"], ["o", "mesmo"], ["e", "para"], ["e", "o"]])
}
