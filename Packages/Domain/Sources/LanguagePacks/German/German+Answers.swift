extension Phrasebook {
  /// Replies in German.
  public static let german = Phrasebook(
    language: .german,
    sentences: [
      .group: "{value}: {count} Länder und Gebiete: {other}.",
      .groupWorld: "Die Welt",
      .groupLanguage: "Länder, in denen man {value} spricht",
      .groupCurrency: "Länder mit {value}",
      .superlativeMost: "{country} liegt {scope} vorn nach {measure}.",
      .superlativeLeast: "{country} liegt {scope} hinten nach {measure}.",
      .comparison: "{country} übertrifft {other} nach {measure}.",
      .inTheWorld: "weltweit",
      .inRegion: "in {value}",
      .byArea: "Fläche ({value})",
      .byPopulation: "Einwohnern ({value})",
      .byNeighbours: "Zahl der Nachbarn ({value})",
      .and: "und",
      .or: "",
      .summaryOneCountry: "", .summaryClue: "", .summarySet: "", .summaryRanking: "",
      .inhabitants: "Einwohner",
      .independent: "unabhängig",
      .searchMatches: "{count} Länder passen zu „{value}“, der beste Treffer zuerst:\n{other}",
      .searchNone: "Kein Ländername enthält „{value}“.",
      .nearestTo:
        "Die nächsten Länder zu {country}, gemessen zwischen den Mittelpunkten der Daten:\n{other}",
      .nearestYou: "Du bist in oder nahe {value}. Die nächsten Länder:\n{other}",
      .distanceApart:
        "{country} und {other} liegen {value} auseinander, gemessen zwischen ihren Mittelpunkten.",
      .distanceFromYou: "{country} ist {value} von dir entfernt; du bist in oder nahe {other}.",
    ],
    regions: ["Central Europe": "Mitteleuropa", "Southeast Europe": "Südosteuropa"],
    cardLabels: [
      .officialName: "Amtlicher Name", .capital: "Hauptstadt", .capitals: "Hauptstädte",
      .population: "Einwohner", .area: "Fläche", .region: "Region", .language: "Sprache",
      .languages: "Sprachen", .currency: "Währung", .currencies: "Währungen",
      .neighbours: "Nachbarn", .callingCode: "Vorwahl", .timeZone: "Zeitzone",
      .timeZones: "Zeitzonen", .drivesOn: "Verkehr", .data: "Daten",
      .none: "keine", .noneListed: "keine angegeben", .noneOfItsOwn: "keine eigene",
      .noLandBorders: "keine (keine Landgrenzen)", .unknown: "unbekannt",
      .left: "Linksverkehr", .right: "Rechtsverkehr",
      .regionalCodes: "{value} (und {count} regionale Vorwahlen)",
      .dataAsOf: "{value} vom {other}", .people: "{value} Einwohner",
      .bundled: "mitgelieferter Stand", .cache: "Zwischenspeicher", .live: "aktuell",
    ],
    smallNumbers: [])
}
