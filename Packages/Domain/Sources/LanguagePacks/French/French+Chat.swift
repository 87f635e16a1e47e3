extension ChatPhrasebook {
  /// The chat in French.
  public static let french = ChatPhrasebook(
    language: .french,
    texts: [
      .bannerTitle:
        "{name} {version} : posez vos questions sur les pays du monde, en français ou en anglais.",
      .helpIntro:
        "Posez une question sur un pays : capitale, population, monnaie, langues, drapeau, voisins, classements… Par exemple :",
      .commands: "Commandes : {value}.",
      .exits: "Ctrl-D pour quitter.",
      .nothingToRetry: "Il n'y a rien à réessayer.",
      .unknownCommand: "Commande inconnue : « {value} ».",
      .incomplete:
        "De quel pays parlez-vous ? Nommez-le, ou posez la question en entier : « {value} »",
      .unrecognized:
        "Je ne sais pas répondre à cela. Tapez « aide » pour voir les questions que je comprends.",
      .notFoundCountry: "Je ne connais aucun pays nommé « {value} ».",
      .notFoundPlace:
        "Je ne trouve « {value} » ni parmi les régions ni parmi les pays que je connais.",
      .noMatches: "Aucun nom de pays ne commence par « {value} ».",
      .didYouMean: "Vouliez-vous dire {value} ?",
      .or: "ou",
      .unavailable: "Je n'ai pas pu charger les données des pays : {value}.",
      .prefixExample: "Quels pays commencent par {value} ?",
      .about: "{name} {version}. Données : {value}.",
      .noData: "aucune donnée chargée pour l'instant",
      .cleared: "La conversation est effacée.",
      .leavePage: "Fermez la page pour partir ; « effacer » recommence à zéro.",
      .tooLong:
        "Cela fait plus de {count} mots : posez une seule question à la fois, en moins de mots.",
      .askSomething: "Posez une question sur un pays.",
      .hint:
        "Posez une question sur un pays : capitale, population, monnaie, langues, drapeau, voisins, classements…",
      .questionLabel: "Votre question",
      .send: "Envoyer",
      .retry: "Réessayer",
      .conversationLabel: "Discussion",
      .typing: "Country Quiz écrit…",
      .unreachable: "Impossible de joindre le quiz. Vérifiez votre connexion et réessayez.",
      .profileLost:
        "Vos favoris et scores enregistrés étaient illisibles ; ils ont été mis de côté et une nouvelle liste commence.",
      .favouriteLabel: "Favori : {value}",
      .flagLabel: "Drapeau : {value}",
      .mapsLabel: "Cartes",
      .gameLabel: "Jeu",
      .gameFlagLabel: "Le drapeau à deviner",
      .locating: "Je demande à votre navigateur où vous êtes…",
      .locationUnsupported: "ce navigateur ne peut pas le dire",
      .locationDenied: "autorisation refusée",
      .locationTimedOut: "délai dépassé",
      .locationUnavailable: "position indisponible",
      .httpFailure: "Une erreur s'est produite (HTTP {value}).",
      .suggestions: "Essayez : {value}",
      .retryInChat:
        "Tapez « réessayer », ou appuyez sur Entrée, pour redemander.",
      .retryByRunningAgain: "Relancez la même commande pour réessayer.",
      .noConnection: "la source des données est injoignable (pas de connexion)",
      .timedOut: "la source des données n'a pas répondu à temps",
      .rateLimited: "la source des données limite les requêtes ; réessayez dans un instant",
      .serverError: "la source des données a échoué (HTTP {value})",
      .invalidData: "la source des données a envoyé autre chose que des données de pays",
      .favouritesNone:
        "Vous n'avez encore aucun pays favori. Dites « retiens le Japon » pour en garder un.",
      .favouritesList: "Vos pays favoris ({count}) :\n{value}",
      .favouriteAlready: "{value} fait déjà partie de vos favoris.",
      .favouritesFull:
        "Vous gardez déjà {count} favoris, le maximum : oubliez-en un d’abord (« oublie le Pérou »).",
      .favouriteAdded: "{value} fait maintenant partie de vos favoris (vous en avez {count}).",
      .favouriteRemoved: "{value} ne fait plus partie de vos favoris.",
      .favouriteNotOne: "{value} ne faisait pas partie de vos favoris.",
      .favouriteWhich: "Vouliez-vous dire {value} ? Nommez-le en entier.",
      .fromSetting: "d'après {value}",
      .fromTimeZone: "d'après votre fuseau horaire, {value} ({other})",
      .fromBrowser: "d'après votre navigateur",
      .compass: "N S E O",
      .unlocated: "Je ne sais pas où vous êtes. {value} Ou nommez un lieu : « {other} »",
      .helpGeneric:
        "Cette application ne sait pas où vous êtes : elle ne peut pas mesurer depuis là.",
      .helpTerminal:
        "Donnez à {value} la valeur « lat,lon » ou un pays (par exemple {value}=Peru), ou à TZ votre fuseau horaire (par exemple TZ=Europe/Paris).",
      .helpNoTimeZone: "Votre système n'indique aucun fuseau horaire.",
      .helpZoneOfNoCountry:
        "Votre fuseau horaire, {value} ({other}), n'est dans aucun pays en particulier.",
      .helpBrowserRefused:
        "Votre navigateur n'a pas partagé votre position ({value}). Autorisez cette page à l'utiliser et redemandez.",
      .helpBrowserNotAsked:
        "Autorisez cette page à utiliser votre position quand le navigateur le demande.",
    ],
    commandWords: [
      .help: ["aide"],
      .retry: ["réessayer", "recommencer"],
      .about: ["à propos", "apropos"],
      .clear: ["effacer"],
      .quit: ["quitter", "sortir"],
    ],
    exampleCountry: "Belgique",
    favourites: .french)
}

extension FavouriteWords {
  /// The favourites lines in French.
  public static let french = FavouriteWords(
    list: [
      "mes favoris", "favoris", "mes pays favoris", "mes pays", "montre mes favoris",
      "affiche mes favoris", "liste mes favoris", "quels sont mes favoris", "mes pays preferes",
    ],
    add: ["retiens", "memorise", "garde", "mets en favori"],
    remove: ["oublie"],
    addTo: ["ajoute", "mets", "rajoute"],
    removeFrom: ["retire", "enleve", "supprime"],
    toList: [
      "a mes favoris", "aux favoris", "dans mes favoris", "en favori", "en favoris",
      "a ma liste", "a mes pays favoris",
    ],
    fromList: ["de mes favoris", "des favoris", "de ma liste", "de mes pays favoris"],
    pointers: ["le", "la", "ca", "celui-ci", "ce pays", "ce pays-la"])
}
