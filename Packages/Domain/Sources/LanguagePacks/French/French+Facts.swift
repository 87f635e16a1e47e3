import Domain

/// Every fact in French: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`French+Grammar.swift`):
/// `{the country}` "la Belgique", `{of country}` "de la Belgique", `{in country}` "en Belgique".
/// Help lists the one-country facts after "pour un pays," with a possessive ("sa capitale"), the
/// clues after "à quel pays appartient", the sets after "quels pays".
extension FactTable {
  static let frenchOwnFacts = FactTable(facts: [
    .capital: FactWords(
      cues: ["capitale", "capitales", "capital", "ville principale"],
      allowedTopics: ["ville", "villes"],
      asks: "sa capitale", example: "Quelle est la capitale {of country} ?",
      says: [
        .one: "La capitale {of country} est {value}.",
        .many: "{the country} a {count} capitales : {value}.",
        .none: "{the country} n'a pas de capitale.",
      ]),
    .isoCode: FactWords(
      cues: ["code", "codes", "iso", "abreviation", "alpha", "code pays", "deux lettres"],
      asks: "son code ISO alpha-2", example: "Quel est le code ISO {of country} ?",
      says: [.one: "Le code ISO alpha-2 {of country} est {value}."]),
    .flag: FactWords(
      cues: ["drapeau", "drapeaux"],
      asks: "son drapeau", example: "Montre-moi le drapeau {of country}",
      says: [.one: "Voici le drapeau {of country} : {value}"]),
    .population: FactWords(
      cues: [
        "population", "habitants", "habitant", "peuplee", "peuple", "combien de personnes",
        "nombre d habitants",
      ],
      asks: "sa population", example: "Quelle est la population {of country} ?",
      says: [.one: "{the country} compte {value} habitants (données : {date})."]),
    .area: FactWords(
      cues: ["superficie", "surface", "taille", "km2", "etendue", "grand", "grande"],
      exact: ["grand"],
      asks: "sa superficie", example: "Quelle est la superficie {of country} ?",
      says: [.one: "La superficie {of country} est de {value}."]),
    .currency: FactWords(
      cues: ["monnaie", "monnaies", "devise", "devises", "argent"],
      asks: "sa monnaie", example: "Quelle est la monnaie {of country} ?",
      says: [
        .one: "{in country}, on utilise {the value}.",
        .none: "D'après mes données, {the country} n'a pas de monnaie propre.",
      ]),
    .languages: FactWords(
      cues: ["langue", "langues", "parle", "parlent", "parlee", "parlees", "langage"],
      asks: "ses langues", example: "Quelles langues parle-t-on {in country} ?",
      says: [
        .one: "{in country}, on parle {value}.",
        .many: "{in country}, on parle {count} langues : {value}.",
        .none: "Mes données n'indiquent aucune langue pour {the country}.",
      ]),
    .region: FactWords(
      cues: ["continent", "region", "situe", "situee", "trouve", "c est ou", "se trouve"],
      weak: ["ou"],
      asks: "sa région", example: "Où se trouve {the country} ?",
      says: [
        .one: "{the country} se trouve en {other} ({value}).",
        .many:
          "{the country} se trouve en {other} ({value}) ; continents : {continents}.",
        .none: "{the country} se trouve en {other}.",
      ]),
    .borders: FactWords(
      cues: [
        "frontiere", "frontieres", "voisins", "voisin", "limitrophes", "frontaliers", "bordent",
      ],
      asks: "ses voisins", example: "Quels sont les voisins {of country} ?",
      says: [
        .one: "{the country} a un seul pays voisin : {value}.",
        .many: "{the country} a {count} pays voisins : {value}.",
        .none: "{the country} n'a aucune frontière terrestre.",
      ]),
    .callingCode: FactWords(
      cues: ["indicatif", "telephonique", "telephone"],
      asks: "son indicatif téléphonique",
      example: "Quel est l'indicatif téléphonique {of country} ?",
      says: [
        .one: "L'indicatif téléphonique {of country} est le {value}.",
        .many: "{the country} a {count} indicatifs téléphoniques : {value}.",
        .pair:
          "L'indicatif téléphonique {of country} est le {value}, suivi d'un indicatif régional "
          + "({other}).",
        .none: "Mes données n'indiquent aucun indicatif téléphonique pour {the country}.",
      ]),
    .timezones: FactWords(
      cues: ["fuseau", "fuseaux", "horaire", "horaires", "utc", "gmt"],
      asks: "ses fuseaux horaires", example: "Quel est le fuseau horaire {of country} ?",
      says: [
        .one: "{the country} a un seul fuseau horaire : {value}.",
        .many: "{the country} a {count} fuseaux horaires : {value}.",
        .none: "Mes données n'indiquent aucun fuseau horaire pour {the country}.",
      ]),
    .demonym: FactWords(
      cues: [
        "gentile", "gentiles", "appelle les habitants", "appellent les habitants",
        "appelle t on les habitants", "nom des habitants",
      ],
      asks: "le nom de ses habitants",
      example: "Comment s'appellent les habitants {of country} ?",
      says: [
        .one: "Le gentilé {of country} est {value}, au masculin comme au féminin.",
        .pair: "Le gentilé {of country} est {value} au masculin et {other} au féminin.",
        .none: "Mes données n'indiquent aucun gentilé pour {the country}.",
      ]),
    .drivingSide: FactWords(
      cues: ["conduit", "conduite", "roule", "roulent", "conduire", "cote de la route"],
      asks: "le côté où l'on roule",
      example: "De quel côté de la route roule-t-on {in country} ?",
      says: [
        .left: "{in country}, on roule à gauche.",
        .right: "{in country}, on roule à droite.",
        .none: "Mes données ne disent pas de quel côté on roule {in country}.",
      ]),
    .landlocked: FactWords(
      cues: [
        "enclave", "enclaves", "enclavee", "enclavees", "littoral", "cote", "cotes", "cotier",
        "cotiere", "maritime", "sans littoral", "sans acces a la mer", "pas d acces a la mer",
        "acces a la mer", "acces a l ocean", "debouche sur la mer", "debouche maritime",
        "donne sur la mer", "ouverture sur la mer", "facade maritime", "bord de mer",
        "au bord de la mer",
      ],
      weak: ["mer", "ocean"],
      falseFriendsBefore: ["quel"],
      allowedTopics: ["sans"],
      asks: "s'il a accès à la mer", example: "{the country} a accès à la mer ?",
      says: [
        .yes: "{the country} est un pays enclavé, sans accès à la mer.",
        .no: "{the country} a accès à la mer.",
        .members: "{value} : {count} pays sans accès à la mer, à savoir {other}.",
        .noMembers: "{value} : aucun pays enclavé.",
      ]),
    .tld: FactWords(
      cues: ["domaine", "tld", "extension", "internet"],
      asks: "son domaine internet", example: "Quel est le domaine internet {of country} ?",
      says: [
        .one: "Le domaine internet {of country} est {value}.",
        .many: "{the country} a {count} domaines internet : {value}.",
        .none: "Mes données n'indiquent aucun domaine internet pour {the country}.",
      ]),
    .flagDescription: FactWords(
      cues: ["couleurs", "couleur", "decris", "decrire", "description", "symboles"],
      asks: "les couleurs de son drapeau",
      example: "Quelles sont les couleurs du drapeau {of country} ?",
      says: [
        .one:
          "{value} Le drapeau {of country}, tel que mes données le décrivent en anglais : {other}",
        .none: "Voici le drapeau {of country} : {value} ; mes données ne le décrivent pas.",
      ]),
    .overview: FactWords(
      cues: ["infos", "informations", "info", "presentation", "resume", "parle moi"],
      exact: ["info", "infos"],
      asks: "ce qu'il faut en savoir", example: "Donne-moi des infos sur {the country}",
      says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capitale", "capitales", "capital"],
      asks: "une capitale", example: "Quel pays a pour capitale Nairobi ?",
      says: [
        .one: "{value} est la capitale {of country}.",
        .many: "{value} sont les capitales {of country}.",
      ]),
    .reverseFlag: FactWords(
      cues: ["drapeau", "drapeaux"],
      asks: "un drapeau", example: "Quel pays a pour drapeau 🇯🇵 ?",
      says: [.one: "{value} est le drapeau {of country}."]),
    .reverseIsoCode: FactWords(
      cues: ["code", "codes", "iso", "abreviation", "alpha"],
      asks: "un code ISO", example: "Quel pays a le code ISO BR ?",
      says: [.one: "{value} ({other} en alpha-3) est le code ISO {of country}."]),
    .countriesInRegion: FactWords(
      cues: ["pays", "liste"],
      asks: "sont dans une région", example: "Quels sont les pays d'Amérique du Sud ?",
      says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["langue", "langues", "parle", "parlent", "parlee", "officielle"],
      asks: "parlent une langue", example: "Dans quels pays parle-t-on portugais ?",
      says: [:]),
    .countriesByCurrency: FactWords(
      cues: [
        "monnaie", "devise", "utilisent", "utilise", "utilisant", "ont", "paie", "paye", "euro",
      ],
      exact: ["ont", "paie", "paye"],
      asks: "utilisent une monnaie", example: "Quels pays utilisent l'euro ?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: [
        "commence", "commencent", "commencant", "debute", "debutent", "debutant",
        "premiere lettre",
      ],
      asks: "commencent par certaines lettres", example: "Quels pays commencent par CH ?",
      says: [:]),
    .search: FactWords(
      cues: ["cherche", "chercher", "recherche", "rechercher", "contenant", "contiennent"],
      asks: "correspondent à une recherche", example: "Cherche guinée", says: [:]),
    .nearby: FactWords(
      cues: ["proche", "proches", "pres", "autour", "alentours", "environs"],
      exact: ["pres"],
      asks: "les pays les plus proches",
      example: "Quels sont les pays les plus proches {of country} ?", says: [:]),
    .distance: FactWords(
      cues: ["distance", "loin", "eloigne", "eloignee"],
      exact: ["loin"],
      asks: "la distance qui le sépare d'un autre",
      example: "Quelle distance sépare {the country} du Pérou ?", says: [:]),
    .superlative: FactWords(
      cues: [
        "plus", "moins", "grand", "grands", "petit", "peuple", "peuples", "habitants",
        "population", "vaste", "voisins",
      ],
      exact: ["grand", "moins", "petit", "plus"],
      asks: "le pays le plus vaste ou le plus peuplé",
      example: "Quel est le plus grand pays d'Afrique ?", says: [:]),
    .comparison: FactWords(
      cues: ["plus", "moins", "que", "grand", "petit", "peuple", "habitants", "compare"],
      exact: ["grand", "moins", "petit", "plus", "que"],
      asks: "lequel de deux pays est le plus grand",
      example: "La France est-elle plus grande que l'Espagne ?", says: [:]),
  ])
}
