import Domain

/// Every fact in French: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`French+Grammar.swift`).
extension FactTable {
  public static let french = FactTable(facts: [
    .capital: FactWords(
      cues: ["capitale", "capitales", "capital", "ville principale"], asks: "", example: "{country} : quelle est la capitale ?", says: [.one: "{country} : la capitale est {value}.", .many: "{country} : les capitales sont {value}.", .none: "{country} n'a pas de capitale."]),
    .isoCode: FactWords(
      cues: ["code", "codes", "iso", "abreviation", "alpha", "code pays", "deux lettres"], asks: "", example: "{country} : quel est le code ISO ?", says: [.one: "{country} : le code ISO alpha-2 est {value}."]),
    .flag: FactWords(
      cues: ["drapeau", "drapeaux"], asks: "", example: "{country} : montre-moi le drapeau", says: [.one: "Le drapeau : {country} {value}"]),
    .population: FactWords(
      cues: ["population", "habitants", "habitant", "peuplee", "peuple", "combien de personnes", "nombre d habitants"], asks: "", example: "{country} : combien d'habitants ?", says: [.one: "{country} : {value} habitants ({date})."]),
    .area: FactWords(
      cues: ["superficie", "surface", "taille", "km2", "etendue", "grand", "grande"], exact: ["grand"], asks: "", example: "{country} : quelle est la superficie ?", says: [.one: "{country} : superficie de {value}."]),
    .currency: FactWords(
      cues: ["monnaie", "monnaies", "devise", "devises", "argent"], asks: "", example: "{country} : quelle est la monnaie ?", says: [.one: "{country} : la monnaie est {value}.", .none: "{country} n'a pas de monnaie propre dans mes données."]),
    .languages: FactWords(
      cues: ["langue", "langues", "parle", "parlent", "parlee", "parlees", "langage"], asks: "", example: "{country} : quelles langues parle-t-on ?", says: [.one: "{country} : langues — {value}.", .many: "{country} : langues — {value}.", .none: "Mes données ne donnent aucune langue pour {country}."]),
    .region: FactWords(
      cues: ["continent", "region", "situe", "situee", "trouve", "c est ou", "se trouve"], weak: ["ou"], asks: "", example: "{country} : c'est où ?", says: [.one: "{country} se trouve en {value}, {other}.", .many: "{country} se trouve en {value}, {other}.", .none: "{country} se trouve en {value}, {other}."]),
    .borders: FactWords(
      cues: ["frontiere", "frontieres", "voisins", "voisin", "limitrophes", "frontaliers", "bordent"], asks: "", example: "{country} : quels sont les pays voisins ?", says: [.one: "{country} a {count} pays voisins : {value}.", .many: "{country} a {count} pays voisins : {value}.", .none: "{country} n'a pas de frontière terrestre."]),
    .callingCode: FactWords(
      cues: ["indicatif", "telephonique", "telephone"], asks: "", example: "{country} : quel est l'indicatif téléphonique ?", says: [.one: "{country} : l'indicatif téléphonique est {value}.", .many: "{country} : l'indicatif téléphonique est {value}.", .pair: "{country} : l'indicatif téléphonique est {value}.", .none: "Mes données n'ont pas d'indicatif pour {country}."]),
    .timezones: FactWords(
      cues: ["fuseau", "fuseaux", "horaire", "horaires", "utc", "gmt"], asks: "", example: "{country} : quel fuseau horaire ?", says: [.one: "{country} : fuseaux horaires — {value}.", .many: "{country} : fuseaux horaires — {value}.", .none: "{country} : fuseaux horaires — {value}."]),
    .demonym: FactWords(
      cues: ["gentile", "gentiles", "appelle les habitants", "appellent les habitants", "appelle t on les habitants", "nom des habitants"], asks: "", example: "{country} : comment s'appellent les habitants ?", says: [.one: "{country} : les habitants s'appellent {value} (en anglais).", .pair: "{country} : les habitants s'appellent {value} (en anglais).", .none: "{country} : les habitants s'appellent {value} (en anglais)."]),
    .drivingSide: FactWords(
      cues: ["conduit", "conduite", "roule", "roulent", "conduire", "cote de la route"], asks: "", example: "{country} : de quel côté roule-t-on ?", says: [.left: "{country} : on roule à gauche.", .right: "{country} : on roule à droite.", .none: "Mes données ne disent pas de quel côté on roule : {country}."]),
    .tld: FactWords(
      cues: ["domaine", "tld", "extension", "internet"], asks: "", example: "{country} : quel est le domaine internet ?", says: [.one: "{country} : le domaine internet est {value}.", .many: "{country} : le domaine internet est {value}.", .none: "Mes données n'ont pas de domaine internet pour {country}."]),
    .flagDescription: FactWords(
      cues: ["couleurs", "couleur", "decris", "decrire", "description", "symboles"], asks: "", example: "{country} : quelles sont les couleurs du drapeau ?", says: [.one: "Le drapeau : {country} {value}", .none: "Le drapeau : {country} {value}"]),
    .overview: FactWords(
      cues: ["infos", "informations", "info", "presentation", "resume", "parle moi"], exact: ["info", "infos"], asks: "", example: "{country} : donne-moi des infos", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capitale", "capitales", "capital"], asks: "", example: "Quel pays a pour capitale Nairobi ?", says: [.one: "{value} est la capitale : {country}.", .many: "{value} est la capitale : {country}."]),
    .reverseFlag: FactWords(
      cues: ["drapeau", "drapeaux"], asks: "", example: "Quel pays a le drapeau 🇯🇵 ?", says: [.one: "{value} est le drapeau : {country}."]),
    .reverseIsoCode: FactWords(
      cues: ["code", "codes", "iso", "abreviation", "alpha"], asks: "", example: "Quel pays a le code DE ?", says: [.one: "{value} est le code ISO : {country}."]),
    .countriesInRegion: FactWords(
      cues: ["pays", "liste"], asks: "", example: "Quels pays sont en Amérique du Sud ?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["langue", "langues", "parle", "parlent", "parlee", "officielle"], asks: "", example: "Quels pays parlent portugais ?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["monnaie", "devise", "utilisent", "utilise", "utilisant", "ont", "paie", "paye", "euro"], exact: ["ont", "paie", "paye"], asks: "", example: "Quels pays utilisent l'euro ?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["commence", "commencent", "commencant", "debute", "debutent", "debutant", "premiere lettre"], asks: "", example: "Quels pays commencent par CH ?", says: [:]),
    .search: FactWords(
      cues: ["cherche", "chercher", "recherche", "rechercher", "contenant", "contiennent"], asks: "", example: "Cherche guinée", says: [:]),
    .nearby: FactWords(
      cues: ["proche", "proches", "pres", "autour", "alentours", "environs"], exact: ["pres"], asks: "", example: "Quels pays sont les plus proches de {country} ?", says: [:]),
    .distance: FactWords(
      cues: ["distance", "loin", "eloigne", "eloignee"], exact: ["loin"], asks: "", example: "Distance entre {country} et le Pérou", says: [:]),
    .superlative: FactWords(
      cues: ["plus", "moins", "grand", "grands", "petit", "peuple", "peuples", "habitants", "population", "vaste", "voisins"], exact: ["grand", "moins", "petit", "plus"], asks: "", example: "Quel est le plus grand pays d'Afrique ?", says: [:]),
    .comparison: FactWords(
      cues: ["plus", "moins", "que", "grand", "petit", "peuple", "habitants", "compare"], exact: ["grand", "moins", "petit", "plus", "que"], asks: "", example: "La France est-elle plus grande que l'Espagne ?", says: [:]),
  ])
}
