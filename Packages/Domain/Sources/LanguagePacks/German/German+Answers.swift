extension Phrasebook {
  /// Replies in German. A `{country}` here is the name alone, with no article, so it stands where
  /// German takes a name without one: a heading, a list, after a colon ("Platz 1 weltweit
  /// (Fläche: 17.098.246 km²): Russland"), never as "in {country}" ("in Schweiz"). A region is
  /// named after "Region" ("in der Region Karibik"), where it takes no article either.
  public static let german = Phrasebook(
    language: .german,
    sentences: germanEconomy.merging([
      // "Westeuropa – 9 (9 davon unabhängig): Belgien, …".
      .group: "{value} – {count}: {other}.",
      .groupWorld: "Die ganze Welt",
      .groupLanguage: "Länder, in denen man {value} spricht",
      .groupCurrency: "Länder mit der Währung {value}",
      .superlativeMost: "Platz 1 {scope} ({measure}): {country}.",
      .superlativeLeast: "Letzter Platz {scope} ({measure}): {country}.",
      // A heading, as a result is written: "Frankreich vor Spanien (Fläche: 643.801 km²)".
      .comparison: "Antwort: {country} ({measure}), nicht {other}.",
      .inTheWorld: "weltweit",
      .inRegion: "in der Region {value}",
      .byArea: "Fläche: {value}",
      .byPopulation: "Einwohnerzahl: {value}",
      .byNeighbours: "Zahl der Nachbarländer: {value}",
      .and: "und",
      .andBeforeI: "und",
      .or: "oder",
      // Help: "Frag mich nach Angaben zu einem Land (Hauptstadt, …); dem Land, zu dem eine
      // Hauptstadt, … gehört; den Ländern, die in einer Region liegen, …; dem größten …": every
      // frame follows "nach".
      .summaryOneCountry: "Angaben zu einem Land ({value})",
      .summaryClue: "dem Land, zu dem {value} gehört",
      .summarySet: "den Ländern, die {value}",
      .summaryRanking: "{value}",
      .inhabitants: "Einwohner",
      .independent: "unabhängige",
      .inEnglish: "Auf Englisch: {value}.",
      .searchMatches: "Treffer für „{value}“ ({count}), die besten zuerst:\n{other}",
      .searchNone: "Kein Ländername enthält „{value}“.",
      .nearestTo:
        "{country} – die nächstgelegenen Länder, gemessen zwischen den Mittelpunkten laut meinen "
        + "Daten:\n{other}",
      .nearestYou: "Dein ungefährer Standort: {value}. Die nächstgelegenen Länder:\n{other}",
      .distanceApart:
        "Entfernung {country} – {other}: {value}, gemessen zwischen den Mittelpunkten.",
      .distanceFromYou:
        "{country}: {value} von dir entfernt (dein ungefährer Standort: {other}).",
    ]) { economy, _ in economy },
    // Locale data names the Antarctic "Antarktis", which needs an article ("in der Antarktis");
    // "Antarktika" reads right after "in", as the other regions do.
    regions: [
      "Central Europe": "Mitteleuropa", "Southeast Europe": "Südosteuropa",
      "Antarctic": "Antarktika", "Antarctica": "Antarktika",
      "Australia and New Zealand": "Australien und Neuseeland",
    ],
    cardLabels: [
      .officialName: "Amtlicher Name", .capital: "Hauptstadt", .capitals: "Hauptstädte",
      .population: "Bevölkerung", .area: "Fläche", .region: "Region", .language: "Sprache",
      .languages: "Sprachen", .currency: "Währung", .currencies: "Währungen",
      .neighbours: "Nachbarländer", .callingCode: "Vorwahl", .timeZone: "Zeitzone",
      .timeZones: "Zeitzonen", .drivesOn: "Straßenverkehr", .data: "Daten",
      .none: "keine", .noneListed: "keine angegeben", .noneOfItsOwn: "keine eigene",
      .noLandBorders: "keine Landgrenzen", .unknown: "unbekannt",
      .left: "Linksverkehr", .right: "Rechtsverkehr",
      .regionalCodes: "{value} (dazu regionale Vorwahlen: {count})",
      .dataAsOf: "{value}, Stand: {other}", .people: "{value} Einwohner",
      .bundled: "mitgelieferte Daten", .cache: "Daten aus dem Zwischenspeicher",
      .live: "Live-Daten",
    ],
    smallNumbers: [
      "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
    ],
    numbers: NumberMarks(group: ".", decimal: ","))
}
