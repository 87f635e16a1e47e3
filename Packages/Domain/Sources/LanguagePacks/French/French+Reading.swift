import Domain

extension ReadingWords {
  /// French as people type it, accents or not ("c'est quoi la capitale du Japon").
  public static let french = ReadingWords(
    countryNouns: ["pays", "etat", "etats", "nation", "nations"],
    flagWords: ["drapeau", "drapeaux"], letterWords: ["lettre", "lettres"],
    fillers: [
      "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "au", "aux", "a", "en", "et",
      "figure", "figurent", "apparait",
      "ou", "est", "c", "ce", "ca", "quoi", "quel", "quelle", "quels", "quelles", "qu", "que",
      "qui", "dis", "moi", "donne", "donner", "svp", "stp", "merci", "bonjour", "salut", "s",
      "il", "elle", "ils", "on", "t", "y", "sont", "se", "sa", "son", "ses", "leur", "leurs",
      "dans", "pour", "sur", "par", "comment", "combien", "je", "j", "veux", "voudrais",
      "savoir", "connaitre", "tu", "peux", "vous", "pouvez", "sais", "officiel", "officielle",
      "actuelle", "actuel", "nom", "ville", "appelle", "appellent", "n", "avec", "tous",
      "toutes", "exactement", "bien", "alors", "hey", "donc", "vivent", "vit", "habitent",
    ],
    // Words that change what is asked into something the data does not hold: an ordinal ("the
    // second largest"), a former state, a negation, time of day, people in office.
    offTopicWords: [
      // A way by air or sea, which a land route would seem to answer.
      "avion", "vol", "vols", "bateau", "ferry",
      // How long a way takes, which a land route would seem to answer.
      "duree",
      "ville", "villes", "avant", "apres",
      "deuxieme", "troisieme", "quatrieme", "2e", "3e", "2eme", "3eme", "ancienne", "ancien",
      "anciens", "anciennes", "pas", "sans", "sauf", "enclave", "enclaves",
      "president", "gouvernement", "histoire", "heure", "meteo",
    ],
    // How long a way takes ("combien de temps"), which a land route would seem to answer.
    offTopicPhrases: [["combien", "de", "temps"], ["en", "combien", "de", "temps"]],
    // "per capita", "pro capite": no typo of "capital".
    notTypos: ["capita", "capite"],
    prefixLeadIns: ["par", "avec", "la", "les", "lettre", "lettres", "un", "une", "en", "le"],
    placeModifiers: ["nord", "sud", "est", "ouest", "nouvelle", "nouveau"],
    places: PlaceWords.french.merging(.frenchEconomy).merging(.frenchRoutes),
    userPlaceWords: ["moi", "ici", "je", "suis", "ou", "nous", "autour"],
    followUps: .french,
    spelling: Spelling(abbreviations: ["st": "saint", "ste": "sainte"], ampersand: "et"),
    subjectMarkers: ["de", "du", "des", "d", "en", "au", "aux", "pour", "sur"],
    clauseOpeners: ["mais"], indefiniteArticles: ["un", "une"], prefixLeadInTypos: ["avec"],
    joiningWords: ["le", "la", "les", "l", "de", "du", "des", "d", "et"],
    ambiguousNames: ["coree": ["KP", "KR"], "la coree": ["KP", "KR"]],
    aliases: [
      "grande bretagne": "GB", "angleterre": "GB", "hollande": "NL", "birmanie": "MM",
      "rdc": "CD", "rd congo": "CD", "republique democratique du congo": "CD",
      "congo brazzaville": "CG", "congo kinshasa": "CD", "emirats": "AE",
    ],
    markedWords: ["où", "près", "déjà", "êtes"],
    countPhrases: [["combien"]]
  )
}

extension PlaceWords {
  public static let french: PlaceWords = {
    var words = PlaceWords()
    words.whichWords = ["quel", "quelle", "quels", "quelles"]
    words.creatureWords = ["animal", "animaux", "oiseau", "oiseaux", "bete", "creature"]
    words.regionAliases = [
      "afrique de l ouest": "Western Africa", "afrique de l est": "Eastern Africa",
      "afrique du nord": "Northern Africa", "afrique centrale": "Middle Africa",
      "afrique australe": "Southern Africa", "amerique du nord": "North America",
      "amerique latine": "", "asie du sud est": "South-Eastern Asia",
      "europe de l ouest": "Western Europe", "europe de l est": "Eastern Europe",
      "europe centrale": "Central Europe", "europe du sud est": "Southeast Europe",
      "moyen orient": "",
    ]
    words.measures = [
      "population": .population, "peuple": .population, "peuples": .population,
      "peuplee": .population, "habitants": .population, "superficie": .area, "grand": .area,
      "grande": .area, "grands": .area, "petit": .area, "petite": .area, "vaste": .area,
      "voisins": .neighbours,
    ]
    words.superlatives = [
      "grand": .most, "grande": .most, "grands": .most, "vaste": .most, "peuple": .most,
      "peuplee": .most, "peuples": .most, "petit": .least, "petite": .least, "moins": .least,
    ]
    words.comparatives = ["moins": .least, "petit": .least, "petite": .least]
    words.reverseMarkers = ["quel", "quels"]
    words.worldWords = ["monde", "terre", "planete"]
    return words
  }()
}

extension FollowUpWords {
  /// The words that point a line back at the conversation in French.
  public static let french = FollowUpWords(
    pointers: [
      "sa", "son", "ses", "leur", "leurs", "y", "la-bas", "labas", "lui", "elle", "il", "ils",
      "elles", "celui", "celle", "ceux", "lequel", "laquelle", "lesquels", "meme", "pareil",
      "aussi", "voulais",
    ],
    openers: ["et", "puis", "aussi"],
    openingPairs: [["et", "pour"], ["quant", "a"], ["pareil", "pour"], ["meme", "chose"]])
}
