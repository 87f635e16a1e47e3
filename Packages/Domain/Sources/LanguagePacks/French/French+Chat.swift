import Domain

extension ChatPhrasebook {
  /// The chat in French.
  public static let french = ChatPhrasebook(
    language: .french,
    texts: [
      // `{summary}` begins "pour un pays, sa capitale, …", hence the comma before it.
      .bannerTitle: "{name} {version} — parlez-moi d'un pays, en six langues, fautes comprises.",
      .helpIntro: "Demandez-moi ce que vous voulez sur un pays. Par exemple :",
      .bannerHint: "Essayez « {value} », « {other} » ou tapez {command}.",
      .helpMore: "Plus : {value}.",
      .familyFacts: "Faits d'un pays",
      .familyGovernment: "Gouvernement",
      .familyLife: "Économie, usages",
      .familyPlaces: "Lieux, distances",
      .familyTime: "Heure",
      .familySets: "Listes, classements",
      .familyGames: "Jeux",
      .familyFavourites: "Favoris",
      .familyNearMe: "Près de moi",
      .familyCommands: "Commandes",
      .nearMeExample: "Quels pays sont près de moi ?",
      .helpFacts: "Les faits d'un pays, par exemple :",
      .helpGovernment: "Qui gouverne et à quoi appartient un pays, par exemple :",
      .helpLife: "L'économie et la vie quotidienne, par exemple :",
      .helpPlaces: "Lieux, distances, heure, listes et classements, par exemple :",
      .helpGames: "Les jeux, par exemple :",
      .greetingHello: "Bonjour ! Posez-moi une question sur un pays : « {value} », ou « {other} ».",
      .greetingThanks: "Avec plaisir !",
      .commands: "Commandes : {value}.",
      .exits: "Ctrl-D pour quitter.",
      .nothingToRetry: "Il n'y a rien à réessayer.",
      .unknownCommand: "Commande inconnue : « {value} ».",
      .incomplete:
        "De quel pays parlez-vous ? Nommez-le, ou posez la question en entier : « {value} »",
      .unrecognized: "Je ne sais pas répondre à cette question.",
      .unplaced: "Je ne sais pas répondre à cela : je ne sais pas comment lire {value} ici.",
      .notFoundCountry: "Je ne trouve aucun pays nommé « {value} » dans mes données.",
      .notFoundPlace:
        "Je ne trouve « {value} » ni parmi les régions ni parmi les pays de mes données.",
      .noMatches: "Aucun nom de pays ne commence par « {value} ».",
      .didYouMean: "Vouliez-vous dire {value} ?",
      .or: "ou",
      .unavailable: "Je n'ai pas pu charger les données des pays : {value}.",
      .prefixExample: "Quels pays commencent par {value} ?",
      .about: "{name} {version}. Données : {value}.",
      .noData: "aucune donnée chargée pour l'instant",
      .cleared: "La conversation a été effacée.",
      .leavePage: "Pour partir, fermez la page ; « effacer » permet de repartir de zéro.",
      .tooLong:
        "Cela fait plus de {count} mots : posez une seule question à la fois, plus brièvement.",
      .askSomething: "Posez une question sur un pays.",
      .hint: "Demandez-moi, {summary}.",
      .questionLabel: "Votre question",
      .send: "Envoyer",
      .retry: "Réessayer",
      .conversationLabel: "Discussion",
      .typing: "Country Quiz est en train d'écrire…",
      .unreachable: "Impossible de joindre le quiz. Vérifiez votre connexion et réessayez.",
      .profileLost:
        "Impossible de lire vos favoris et vos scores enregistrés : ils ont été mis de côté, "
        + "et une nouvelle liste a été créée.",
      .favouriteLabel: "Favori : {value}",
      .flagLabel: "Drapeau : {value}",
      .mapsLabel: "Cartes",
      .gameLabel: "Jeu",
      .gameFlagLabel: "Le drapeau à deviner",
      .answerPlaceholder: "Votre réponse…",
      .locating: "Je demande votre position à votre navigateur…",
      .locationUnsupported: "ce navigateur ne sait pas la fournir",
      .locationDenied: "autorisation refusée",
      .locationTimedOut: "délai dépassé",
      .locationUnavailable: "position indisponible",
      .httpFailure: "Une erreur s'est produite (HTTP {value}).",
      .suggestions: "Essayez : {value}",
      .readAs: "Compris : {value}",
      .leftOut: "Mots ignorés : {value}",
      .quoted: "« {value} »",
      .dataYear: "Mes données décrivent la situation au {date}, pas en {value}.",
      .retryInChat: "Tapez « réessayer » ou appuyez sur Entrée pour reposer la question.",
      .retryByRunningAgain: "Relancez la même commande pour réessayer.",
      .noConnection: "la source de données est injoignable (pas de connexion)",
      .timedOut: "la source de données n'a pas répondu à temps",
      .rateLimited: "la source de données limite le nombre de requêtes ; réessayez dans un instant",
      .serverError: "la source de données a renvoyé une erreur (HTTP {value})",
      .invalidData: "la source de données a envoyé autre chose que des données de pays",
      .favouritesNone:
        "Vous n'avez encore aucun pays favori. Dites « retiens le Japon » pour en garder un.",
      .favouritesList: "Vos pays favoris ({count}) :\n{value}",
      .favouriteAlready: "Déjà dans vos favoris : {value}.",
      .favouritesFull:
        "Vous avez déjà {count} favoris, le maximum possible : retirez-en un d'abord "
        + "(« oublie le Pérou »).",
      .favouriteAdded: "Ajouté à vos favoris : {value} (vous en avez {count}).",
      .favouriteRemoved: "Retiré de vos favoris : {value}.",
      .favouriteNotOne: "Pas dans vos favoris : {value}.",
      .favouriteWhich: "Vouliez-vous dire {value} ? Écrivez le nom en entier.",
      .fromSetting: "d'après {value}",
      .fromTimeZone: "d'après votre fuseau horaire, {value} ({other})",
      .fromBrowser: "d'après votre navigateur",
      .compass: "N S E O",
      .unlocated: "Je ne sais pas où vous êtes. {value} Ou nommez un lieu : « {other} »",
      .helpGeneric:
        "Personne n'a indiqué à cette application où vous êtes : elle ne peut donc pas mesurer "
        + "de distance depuis votre position.",
      .helpTerminal:
        "Donnez à {value} la valeur « lat,lon » ou un pays (par exemple {value}=PE), ou à TZ "
        + "votre fuseau horaire (par exemple TZ=Europe/Paris).",
      .helpNoTimeZone: "Votre système n'indique aucun fuseau horaire.",
      .helpZoneOfNoCountry:
        "Votre fuseau horaire, {value} ({other}), ne correspond à aucun pays précis.",
      .helpBrowserRefused:
        "Votre navigateur n'a pas communiqué votre position ({value}). Autorisez cette page à "
        + "y accéder, puis reposez la question.",
      .helpBrowserNotAsked:
        "Autorisez cette page à utiliser votre position quand le navigateur vous le demande.",
    ],
    commandWords: [
      .help: ["aide"],
      .retry: ["réessayer", "recommencer"],
      .about: ["à propos", "apropos"],
      .clear: ["effacer"],
      .quit: ["quitter", "sortir"],
      .helpOn(.facts): ["aide faits", "aide pays"],
      .helpOn(.government): ["aide gouvernement", "aide état"],
      .helpOn(.life): ["aide économie", "aide vie", "aide usages"],
      .helpOn(.places): ["aide lieux", "aide heure", "aide listes"],
      .helpOn(.games): ["aide jeux", "aide jeu", "aide quiz"],
    ],
    greetings: [
      .hello: ["bonjour", "salut", "bonsoir", "coucou", "bonjour à vous", "salut à toi"],
      .thanks: [
        "merci", "merci beaucoup", "merci bien", "merci mille fois", "je vous remercie",
        "je te remercie", "ok merci",
      ],
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
