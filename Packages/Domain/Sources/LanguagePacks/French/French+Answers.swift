extension Phrasebook {
  /// Replies in French.
  public static let french = Phrasebook(
    language: .french,
    sentences: [
      .group: "{value} : {count} pays et territoires : {other}.",
      .groupWorld: "Le monde",
      .groupLanguage: "Pays où l'on parle {value}",
      .groupCurrency: "Pays qui utilisent {value}",
      .superlativeMost: "{country} est premier {scope} par {measure}.",
      .superlativeLeast: "{country} est dernier {scope} par {measure}.",
      .comparison: "{country} l'emporte sur {other} par {measure}.",
      .inTheWorld: "dans le monde",
      .inRegion: "en {value}",
      .byArea: "la superficie ({value})",
      .byPopulation: "la population ({value})",
      .byNeighbours: "le nombre de voisins ({value})",
      .and: "et",
      .or: "",
      .summaryOneCountry: "", .summaryClue: "", .summarySet: "", .summaryRanking: "",
      .inhabitants: "habitants",
      .independent: "indépendants",
      .searchMatches: "{count} pays correspondent à « {value} », le meilleur d'abord :\n{other}",
      .searchNone: "Aucun nom de pays ne contient « {value} ».",
      .nearestTo:
        "Les pays les plus proches de {country}, mesurés entre les centres que donnent les données :\n{other}",
      .nearestYou: "Vous êtes à ou près de {value}. Les pays les plus proches :\n{other}",
      .distanceApart:
        "{country} et {other} sont à {value} l'un de l'autre, mesurés entre leurs centres.",
      .distanceFromYou: "{country} est à {value} de vous ; vous êtes à ou près de {other}.",
    ],
    regions: ["Central Europe": "Europe centrale", "Southeast Europe": "Europe du Sud-Est"],
    cardLabels: [
      .officialName: "Nom officiel", .capital: "Capitale", .capitals: "Capitales",
      .population: "Population", .area: "Superficie", .region: "Région", .language: "Langue",
      .languages: "Langues", .currency: "Monnaie", .currencies: "Monnaies",
      .neighbours: "Voisins", .callingCode: "Indicatif", .timeZone: "Fuseau horaire",
      .timeZones: "Fuseaux horaires", .drivesOn: "Circulation", .data: "Données",
      .none: "aucune", .noneListed: "aucune indiquée", .noneOfItsOwn: "aucune en propre",
      .noLandBorders: "aucun (pas de frontière terrestre)", .unknown: "inconnu",
      .left: "à gauche", .right: "à droite",
      .regionalCodes: "{value} (et {count} indicatifs régionaux)",
      .dataAsOf: "{value} du {other}", .people: "{value} habitants",
      .bundled: "instantané fourni", .cache: "copie locale", .live: "en direct",
    ],
    smallNumbers: [])
}
