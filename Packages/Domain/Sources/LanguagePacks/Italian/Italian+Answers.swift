extension Phrasebook {
  /// Replies in Italian. These sentences name countries with `{country}` alone, without the
  /// article Italian puts before most names, so a name stands where it needs none: after a colon,
  /// in a list, in a title ("Distanza tra Francia e Spagna").
  public static let italian = Phrasebook(
    language: .italian,
    sentences: italianEconomy.merging([
      .group: "{value}: {count}, cioè {other}.",
      .groupWorld: "Il mondo",
      .groupLanguage: "Dove si parla {value}",
      .groupCurrency: "Dove si usa la valuta {value}",
      .superlativeMost: "Al primo posto {scope} per {measure}: {country}.",
      .superlativeLeast: "All'ultimo posto {scope} per {measure}: {country}.",
      .comparison: "Confronto tra {country} e {other} per {measure}: la risposta è {country}.",
      .inTheWorld: "al mondo",
      .inRegion: "in {value}",
      .byArea: "superficie ({value})",
      .byPopulation: "popolazione ({value})",
      .byNeighbours: "numero di paesi confinanti ({value})",
      .and: "e",
      .andBeforeI: "e",
      .or: "o",
      .inhabitants: "abitanti",
      .independent: "indipendenti",
      .inEnglish: "In inglese: {value}.",
      .searchMatches:
        "Paesi che corrispondono a «{value}» ({count}), dal più pertinente:\n{other}",
      .searchNone: "Nessun nome di paese contiene «{value}».",
      .nearestTo:
        "{country}: i paesi più vicini, con le distanze misurate tra i centri indicati dai "
        + "dati:\n{other}",
      .nearestYou: "La tua posizione: {value} o dintorni. I paesi più vicini:\n{other}",
      .distanceApart: "Distanza tra {country} e {other}: {value}, misurata tra i loro centri.",
      .distanceFromYou: "{country}: a {value} da te; la tua posizione: {other} o dintorni.",
      // Help's summary: "di un paese la capitale, la bandiera … e la distanza da un altro; di
      // quale paese è una capitale, una bandiera o un codice ISO; quali paesi si trovano in una
      // regione, … o corrispondono a una ricerca; il paese più grande o più popoloso e quale di
      // due paesi è più grande", after "Chiedimi" or "Posso dirti".
      .summaryOneCountry: "di un paese {value}",
      .summaryClue: "di quale paese è {value}",
      .summarySet: "quali paesi {value}",
      .summaryRanking: "{value}",
    ]) { economy, _ in economy },
    // Region names that read well after "in": the locale's "Caraibi", "Americhe" and "Sud-est
    // asiatico" would need "nei", "nelle", "nel".
    regions: [
      "Central Europe": "Europa centrale", "Southeast Europe": "Europa sudorientale",
      "Americas": "America", "Caribbean": "area caraibica", "Central America": "America centrale",
      "South-Eastern Asia": "Asia sudorientale", "Southern Asia": "Asia meridionale",
      "Northern Africa": "Africa settentrionale", "Southern Africa": "Africa australe",
      "Micronesia": "Micronesia",
    ],
    cardLabels: [
      .officialName: "Nome ufficiale", .capital: "Capitale", .capitals: "Capitali",
      .population: "Popolazione", .area: "Superficie", .region: "Regione", .language: "Lingua",
      .languages: "Lingue", .currency: "Valuta", .currencies: "Valute",
      .neighbours: "Paesi confinanti", .callingCode: "Prefisso telefonico",
      .timeZone: "Fuso orario", .timeZones: "Fusi orari", .drivesOn: "Si guida", .data: "Dati",
      .none: "assente", .noneListed: "nessuna indicata", .noneOfItsOwn: "nessuna propria",
      .noLandBorders: "nessuno (nessun confine terrestre)", .unknown: "non disponibile",
      .left: "a sinistra", .right: "a destra",
      .regionalCodes: "{value} (e {count} prefissi regionali)",
      .dataAsOf: "{value}, aggiornamento del {other}", .people: "{value} abitanti",
      .bundled: "copia integrata", .cache: "copia locale", .live: "in tempo reale",
    ],
    smallNumbers: [
      "zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
    ],
    numbers: NumberMarks(group: ".", decimal: ",", groupsFrom: 5))
}
