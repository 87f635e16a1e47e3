import Domain

extension Phrasebook {
  /// Replies in French. `{country}` and `{other}` are names alone ("Belgique"), so the sentences
  /// put them where French writes a name without its article: after a colon, in a list, in
  /// parentheses, in "X – Y".
  public static let french = Phrasebook(
    language: .french,
    sentences: frenchEconomy.merging([
      .group: "{value} – {count} : {other}.",
      .groupWorld: "Le monde",
      .groupLanguage: "Pays où l'on parle {value}",
      .groupCurrency: "Pays où l'on paie en {value}",
      .superlativeMost: "Au premier rang {scope} pour {measure} : {country}.",
      .superlativeLeast: "Au dernier rang {scope} pour {measure} : {country}.",
      .comparison: "{country} – {other} : d'après {measure}, la réponse est « {country} ».",
      .inTheWorld: "dans le monde",
      .inRegion: "en {value}",
      .byArea: "la superficie ({value})",
      .byPopulation: "la population ({value})",
      .byNeighbours: "le nombre de voisins ({value})",
      .and: "et",
      .andBeforeI: "et",
      .or: "ou",
      .inhabitants: "habitants",
      .independent: "indépendants",
      .inEnglish: "En anglais : {value}.",
      .searchMatches:
        "Résultats pour « {value} » ({count} pays), les plus pertinents d'abord :\n{other}",
      .searchNone: "Aucun nom de pays ne contient « {value} ».",
      .nearestTo:
        "Point de départ : {country}. Les pays les plus proches (distances mesurées entre les "
        + "centres que donnent mes données) :\n{other}",
      .nearestYou: "Votre position approximative : {value}. Les pays les plus proches :\n{other}",
      .distanceApart: "Distance {country} – {other} : {value}, mesurée entre leurs centres.",
      .distanceFromYou: "{country} : à {value} de vous (votre position approximative : {other}).",
      // Help: "Demandez-moi, pour un pays, sa capitale, … ; à quel pays appartient une capitale,
      // un drapeau ou un code ISO ; quels pays sont dans une région, … ; le pays le plus vaste …".
      .summaryOneCountry: "pour un pays, {value}",
      .summaryClue: "à quel pays appartient {value}",
      .summarySet: "quels pays {value}",
      .summaryRanking: "{value}",
    ]) { economy, _ in economy },
    // Where the locale's name is not the one French uses: CLDR says "Amériques", "région
    // micronésienne", "Afrique septentrionale"; "en Amérique" is what a sentence needs.
    regions: [
      "Central Europe": "Europe centrale", "Southeast Europe": "Europe du Sud-Est",
      "Americas": "Amérique", "Caribbean": "zone Caraïbe", "Micronesia": "Micronésie",
      "Northern Africa": "Afrique du Nord",
      "Western Africa": "Afrique de l'Ouest", "Eastern Africa": "Afrique de l'Est",
    ],
    cardLabels: [
      .officialName: "Nom officiel", .capital: "Capitale", .capitals: "Capitales",
      .population: "Population", .area: "Superficie", .region: "Région", .language: "Langue",
      .languages: "Langues", .currency: "Monnaie", .currencies: "Monnaies",
      .neighbours: "Voisins", .callingCode: "Indicatif téléphonique",
      .timeZone: "Fuseau horaire", .timeZones: "Fuseaux horaires",
      .drivesOn: "Sens de circulation", .data: "Données", .none: "néant",
      .noneListed: "aucune indiquée", .noneOfItsOwn: "pas de monnaie propre",
      .noLandBorders: "aucun (pas de frontière terrestre)", .unknown: "inconnu",
      .left: "à gauche", .right: "à droite",
      .regionalCodes: "{value} (et {count} indicatifs régionaux)",
      .dataAsOf: "{value}, données du {other}", .people: "{value} habitants",
      .bundled: "instantané intégré", .cache: "copie locale", .live: "en direct",
    ],
    smallNumbers: [
      "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
    ],
    numbers: NumberMarks(group: "\u{202F}", decimal: ","))
}
