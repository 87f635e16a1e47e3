import Domain

extension GamePhrasebook {
  /// The game in French.
  public static let french = GamePhrasebook(
    language: .french,
    // `{country}` and `{other}` are names alone ("Belgique"): the sentences put them where French
    // writes a name without its article (after a colon, in parentheses, quoted as a word).
    texts: [
      .letsPlay: "C'est parti !",
      .youHave: "Temps imparti : {value}.",
      .help:
        "Tapez votre réponse. Commandes : indice (coûte un point), passer, score, arrête (ou "
        + "fini, j'abandonne).",
      .gamesLine:
        "Jeux : quiz, quiz sur les capitales, les drapeaux ou les codes ISO, plus ou moins, "
        + "joue à nommer les pays d'Afrique (… commençant par B, … en 3 minutes), défi du jour.",
      .cannotPlay:
        "Je ne peux pas lancer de jeu avec « {value} ». Essayez « quiz », "
        + "« quiz sur les capitales », « quiz sur les drapeaux », « quiz sur les codes ISO », "
        + "« joue à plus ou moins », « joue à nommer les pays d'Afrique », « … en 3 minutes » ou "
        + "« défi du jour ».",
      .gameOver: "Partie terminée.",
      .timeUp: "Temps écoulé !",
      .dataChanged: "Les données des pays ont changé : la partie s'arrête.",
      .dailyReplay:
        "Vous avez déjà joué le défi du jour ({count} sur {total}) :"
        + " cette partie est rejouée, votre premier résultat est conservé.",
      .dailyKept: "Partie rejouée : le score enregistré du jour reste {count} sur {total}.",
      .newBest: "Nouveau record !",
      .record: "Meilleur score : {value} ({count}) · série : {other}.",
      .oneGame: "1 partie",
      .games: "{count} parties",
      .oneDay: "1 jour",
      .days: "{count} jours d'affilée",
      .questionOf: "Question {count} sur {total} : {value}",
      .qCapital: "Quelle est la capitale du pays suivant : {country} ?",
      .qCountryOfCapital: "{value} est la capitale de quel pays ?",
      .qFlag: "À quel pays appartient ce drapeau : {value} ?",
      .qFlagPictured: "À quel pays appartient ce drapeau ?",
      .qShape: "À quel pays appartient cette forme ?",
      .qCode: "Quel pays a le code ISO {value} ?",
      .qMorePeople: "Lequel est le plus peuplé : {country} ou {other} ?",
      .qLarger: "Lequel est le plus grand : {country} ou {other} ?",
      .sCapital: "Capitale ({country})",
      .sCountryOfCapital: "Pays ayant pour capitale {value}",
      .sFlag: "Drapeau {value}",
      .sShape: "Forme",
      .sCode: "Code ISO {value}",
      .sMorePeople: "Plus peuplé ({country} ou {other})",
      .sLarger: "Plus grand ({country} ou {other})",
      .right: "✓ Bravo !",
      .answerEither:
        "Répondez {country} ou {other} "
        + "(ou : le premier, le deuxième ; plus si {other} en a plus, moins sinon).",
      .comparison: "{country} ({value}) contre {other} ({count}).",
      // "population : environ 11,8 millions": "11,8 millions habitants" would lack its "d'".
      .people: "population : {value}",
      .aboutMillion: "environ {value} millions",
      .aboutBillion: "environ {value} milliards",
      .namedAll: "Vous les avez tous nommés !",
      .nothingToSkip: "Rien à passer : nommez-en un autre, ou dites « fini ».",
      .skipped: "Passé : la réponse était {value}.",
      .timeLeft: "il reste {value}",
      .statusNamed: "Nommés : {count} sur {total}{value}.",
      .statusScore: "Score : {count} · question {other} sur {total}{value}.",
      .summaryRounds:
        "Score : {count} sur {total} — bonnes réponses : {value} sur {other}, en {time}.",
      .missed: "À revoir : {value}.",
      .summaryNameAll:
        "Vous en avez nommé {count} sur {total} ({value}) en {time} : score {other}.",
      .nameThem: "Nommez {value} : {total} en tout.",
      .theCountries: "les pays",
      .noHint: "Pas d'indice pour celle-ci.",
      .noMoreHints: "Plus d'indices : répondez ou passez.",
      .hint: "Indice : {value} (−1 point)",
      .hintFree: "Indice : {value} (gratuit : plus rien à perdre)",
      .hintMeasure: "{country} ({value}).",
      .hintRegion: "Il se trouve en {value}.",
      .hintNoRegion: "Il n'appartient à aucune région de mes données.",
      .hintNameStarts: "Son nom commence par {value}.",
      .hintNoBorder: "Il n'a aucune frontière terrestre.",
      .hintBorders: "L'un de ses voisins : {country}.",
      .hintCapital: "Sa capitale est {value}.",
      .hintCityStarts: "Elle commence par {value}.",
      .hintCityLetters: "Elle compte {count} lettres.",
      .hintCityBegins: "Elle commence par {value}…",
      .targetPrefix: "les pays dont le nom commence par {value}",
      .targetWorld: "tous les pays",
      .targetOrganisation: "les pays membres {of value}",
      .targetRegion: "les pays situés en {value}",
      .targetLanguage: "les pays où l'on parle {value}",
      .targetCurrency: "les pays où l'on paie en {value}",
      .targetNeighbours: "les pays voisins ({country})",
      .excludePrefix: "« {country} » ne commence pas par {value}.",
      .excludeWorld: "Absent de mes données : {country}.",
      .excludeOrganisation: "{country} : pas membre {of value}.",
      .excludeRegion: "{country} : pas en {value}.",
      .excludeLanguage: "{country} : on n'y parle pas {value}.",
      .excludeCurrency: "{country} : on n'y paie pas en {value}.",
      .excludeItself: "C'est le pays lui-même : {country}.",
      .excludeNeighbour: "{country} – {other} : pas de frontière commune.",
      .unknownCountry: "Je ne connais aucun pays nommé « {value} ». Réessayez, ou passez.",
      .unknownCountryNamed: "Je ne connais aucun pays nommé « {value} ».",
      .couldBeWhich: "« {value} » peut désigner plusieurs pays : {other}. Lequel ?",
      .couldBe: "« {value} » peut désigner plusieurs pays : {other}.",
      .isNot: "« {value} » désigne un autre pays ({other}), pas celui qu'on cherche ({country}).",
      .alreadyNamed: "Déjà nommé : {country}.",
      .spelled: "(Ça s'écrit {value}.)",
      .closeToMany: "« {value} » ressemble à plusieurs capitales : écrivez-la en entier.",
      .wrongCapital:
        "{value} est la capitale d'un autre pays ({other}) ; celle du pays demandé ({country}) "
        + "est {count}.",
      .isACountry: "« {country} » est un pays : nommez une ville.",
      .capitalIs: "La capitale du pays demandé ({country}) est {value}.",
      .notDifferent: "« {value} » et « {country} » sont deux pays différents.",
      .different: "« {value} » est un autre pays ; la bonne réponse : {country}.",
      .accepted: "« {value} » : vous voulez dire {country} ? Réponse acceptée.",
      .or: "ou",
      .named: "✓ {country} !",
      .quoted: "« {value} »",
      .tableQuestion: "Question posée",
      .tableAnswer: "Réponse",
      .tableNotNamed: "Non nommés",
      .panelScore: "Score : {count}",
      .panelNamed: "Nommés : {count} sur {total}",
      .panelQuestion: "Question {count} sur {total}",
      .modeMixed: "Mélange",
      .modeCapitals: "Capitales",
      .modeCountries: "Pays",
      .modeFlags: "Drapeaux",
      .modeShapes: "Formes",
      .modeCodes: "Codes ISO",
      .modeHigherLower: "Plus ou moins",
      .modeNameAll: "Nommez-les tous",
      .modeDaily: "Défi du jour",
    ],
    reading: .french,
    commands: [
      .hint: ["indice", "un indice", "donne-moi un indice", "aide-moi"],
      .skip: ["passer", "passe", "suivant", "je ne sais pas", "je sais pas", "aucune idée"],
      .score: ["score", "mon score", "temps", "où j'en suis"],
      .stop: [
        "arrête", "arrêter", "j'abandonne", "abandonner", "abandon", "fini", "fin", "terminé",
        "ça suffit", "assez",
      ],
      .help: ["aide", "règles", "commandes"],
    ],
    firstPick: [
      "1", "premier", "le premier", "premiere", "la premiere", "gauche", "le 1er", "1er",
      "celui de gauche", "le premier pays",
    ],
    secondPick: [
      "2", "deuxieme", "le deuxieme", "second", "le second", "seconde", "droite", "le 2e", "2e",
      "celui de droite", "le deuxieme pays",
    ],
    suggestions: [
      "quiz", "quiz sur les capitales", "quiz sur les drapeaux",
      "joue à nommer les pays d'Amérique du Sud",
      "joue à nommer les pays commençant par B en 3 minutes", "défi du jour",
    ],
    higher: ["plus", "plus haut", "plus grand", "plus eleve", "superieur", "au dessus", "plus de"],
    lower: [
      "moins", "plus bas", "plus petit", "moins eleve", "inferieur", "en dessous", "moins de",
    ],
    otherNames: [
      "NL": ["hollande", "la hollande", "les pays bas"], "CZ": ["republique tcheque"],
      "FK": ["malouines", "les malouines", "iles falkland", "les iles falkland", "falkland"],
      "GB": ["grande bretagne", "la grande bretagne", "le royaume uni"], "US": ["usa", "les usa"],
      "MM": ["birmanie", "myanmar"], "CD": ["rdc", "rd congo"], "AE": ["emirats"],
    ],
  )
}

extension GamePhrasebook.Reading {
  /// How a line names a game in French.
  public static let french = GamePhrasebook.Reading(
    openings: [
      "fais-moi un quiz sur", "fais moi un quiz sur", "fais-moi un quiz", "fais moi un quiz",
      "je veux jouer",
      "quiz sur", "quiz de", "quiz", "joue aux", "joue au", "joue a", "joue", "jouons aux",
      "jouons au", "jouons a", "jouons", "jouer aux", "jouer au", "jouer a", "jouer",
      "teste-moi sur", "teste moi sur", "teste-moi", "interroge-moi sur", "interroge moi sur",
      "interroge-moi", "lance un quiz sur", "lance un quiz", "commence un quiz", "une partie de",
      "une partie",
    ],
    nameAll: [
      "joue a nommer tous les", "joue a nommer les", "jouons a nommer les",
    ],
    countries: "pays",
    daily: [
      "defi du jour", "le defi du jour", "defi quotidien", "le defi quotidien",
      "joue au defi du jour", "quiz du jour", "le quiz du jour",
    ],
    fillers: [
      "sur", "les", "des", "le", "la", "l'", "aux", "au", "a", "avec", "moi", "un", "une", "de",
      "du",
    ],
    modes: [
      .mixed: ["tout", "melange", "geographie", "jeu", "partie"],
      .daily: ["jour", "quotidien"],
      .flags: ["drapeau", "drapeaux"],
      .shapes: ["forme", "formes", "contour", "contours", "silhouette", "silhouettes"],
      .codes: ["code", "codes", "iso"],
      .higherLower: ["plus", "moins", "population", "populations", "superficie", "taille"],
      .capitals: ["capitale", "capitales"],
      .countries: ["quel", "quelle", "inverse", "dont"],
    ],
    minuteUnits: ["minute", "minutes", "min"],
    numbers: [
      ("une", 1), ("un", 1), ("deux", 2), ("trois", 3), ("quatre", 4), ("cinq", 5), ("six", 6),
      ("sept", 7),
      ("huit", 8), ("neuf", 9), ("dix", 10), ("quinze", 15), ("vingt", 20),
    ],
    minutePrepositions: ["en", "pendant"])
}
