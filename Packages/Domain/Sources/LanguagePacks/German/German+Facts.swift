import Domain

/// Every fact in German: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`German+Grammar.swift`).
/// `{of country}` is the genitive ("der Schweiz", "des Irak", "von Belgien") and `{in country}`
/// the place ("in der Schweiz", "im Irak", "auf den Malediven"). A plural name ("die
/// Niederlande") takes a plural verb, so no sentence makes the country the subject of its verb:
/// each says "die Hauptstadt {of country}", "{in country} leben …" or "das Gebiet {of country}".
extension FactTable {
  static let germanOwnFacts = FactTable(facts: [
    .capital: FactWords(
      cues: ["hauptstadt", "hauptstaedte", "hauptstadte"],
      allowedTopics: ["stadt", "stadte"],
      asks: "Hauptstadt", example: "Was ist die Hauptstadt {of country}?",
      says: [
        .one: "Die Hauptstadt {of country} ist {value}.",
        .many: "Die {count} Hauptstädte {of country} sind {value}.",
        .none: "{in country} gibt es keine Hauptstadt.",
      ]),
    .isoCode: FactWords(
      cues: [
        "code", "laendercode", "landercode", "kurzel", "kuerzel", "iso", "abkurzung",
        "abkuerzung", "landerkurzel", "laenderkuerzel", "isocode",
      ],
      exact: ["code"],
      asks: "ISO-Alpha-2-Code", example: "Was ist der ISO-Code {of country}?",
      says: [.one: "Der ISO-Alpha-2-Code {of country} ist {value}."]),
    .flag: FactWords(
      cues: ["flagge", "fahne", "flaggen", "fahnen"],
      asks: "Flagge", example: "Zeig mir die Flagge {of country}",
      says: [.one: "So sieht die Flagge {of country} aus: {value}"]),
    .population: FactWords(
      cues: [
        "einwohner", "bevolkerung", "bevoelkerung", "einwohnerzahl", "menschen", "leute",
        "wie viele menschen",
      ],
      asks: "Einwohnerzahl", example: "Wie viele Menschen leben {in country}?",
      says: [.one: "{in country} leben {value} Menschen (Stand: {date})."]),
    .area: FactWords(
      cues: ["flache", "flaeche", "grosse", "groesse", "gross", "km2", "quadratkilometer"],
      exact: ["gross"],
      asks: "Fläche", example: "Wie groß ist die Fläche {of country}?",
      says: [.one: "Die Fläche {of country} beträgt {value}."]),
    .currency: FactWords(
      cues: ["wahrung", "waehrung", "geld", "zahlungsmittel", "zahlt", "bezahlt", "bezahlen"],
      exact: ["zahlt"],
      asks: "Währung", example: "Mit welcher Währung zahlt man {in country}?",
      says: [
        // "In Deutschland gilt der Euro", "In Bhutan gilt der Ngultrum und die Indische Rupie":
        // the verb before a subject of several may stay singular.
        .one: "Zahlungsmittel {in country}: {value}.",
        .none: "{in country} gibt es laut meinen Daten keine eigene Währung.",
      ]),
    .languages: FactWords(
      cues: ["sprache", "sprachen", "spricht", "sprechen", "gesprochen", "amtssprache"],
      asks: "Sprachen", example: "Welche Sprachen spricht man {in country}?",
      says: [
        .one: "{in country} spricht man {value}.",
        .many: "{in country} spricht man {count} Sprachen: {value}.",
        .none: "Zu den Sprachen {of country} habe ich keine Angaben.",
      ]),
    .region: FactWords(
      cues: ["kontinent", "erdteil", "region", "liegt", "wo liegt", "befindet"],
      weak: ["wo"], exact: ["liegt"],
      asks: "Region", example: "Wo liegt {the country}?",
      says: [
        // "in der Region Karibik": the subregion's name stays as written, with no article.
        .one: "Lage {of country}: {other}, Region {value}.",
        .many:
          "Lage {of country}: {other}, Region {value} (Kontinente: {continents}).",
        .none: "Lage {of country}: {other}.",
      ]),
    .borders: FactWords(
      cues: ["grenzt", "grenzen", "nachbarn", "nachbarlander", "nachbarlaender", "nachbar"],
      asks: "Nachbarländer", example: "Was sind die Nachbarländer {of country}?",
      says: [
        .one: "Das einzige Nachbarland {of country}: {value}.",
        .many: "Die {count} Nachbarländer {of country}: {value}.",
        .none: "Nachbarländer {of country}: keine – es gibt keine Landgrenze.",
      ]),
    .callingCode: FactWords(
      cues: ["vorwahl", "landesvorwahl", "telefonvorwahl", "telefon"],
      asks: "Vorwahl", example: "Was ist die Vorwahl {of country}?",
      says: [
        .one: "Die Vorwahl {of country} ist {value}.",
        .many: "Die {count} Vorwahlen {of country} sind {value}.",
        .pair:
          "Die Vorwahl {of country} ist {value}, gefolgt von einer regionalen Vorwahl ({other}).",
        .none: "Zur Vorwahl {of country} habe ich keine Angaben.",
      ]),
    .timezones: FactWords(
      cues: ["zeitzone", "zeitzonen", "utc", "gmt"],
      asks: "Zeitzonen", example: "Welche Zeitzone gilt {in country}?",
      says: [
        .one: "{in country} gilt die Zeitzone {value}.",
        .many: "{in country} gibt es {count} Zeitzonen: {value}.",
        .none: "Zur Zeitzone {of country} habe ich keine Angaben.",
      ]),
    .demonym: FactWords(
      cues: ["einwohnerbezeichnung", "nennt man die einwohner", "heissen die einwohner"],
      asks: "Einwohnerbezeichnung", example: "Wie heißen die Einwohner {of country}?",
      says: [
        // The data names the people in English only.
        .one: "Die Einwohner {of country} heißen auf Englisch „{value}“.",
        .pair:
          "Ein Einwohner {of country} heißt auf Englisch „{value}“, eine Einwohnerin „{other}“.",
        .none: "Zur Einwohnerbezeichnung {of country} habe ich keine Angaben.",
      ]),
    .drivingSide: FactWords(
      cues: ["fahrt", "faehrt", "fahren", "linksverkehr", "rechtsverkehr", "strassenseite"],
      asks: "Links- oder Rechtsverkehr",
      example: "Auf welcher Straßenseite fährt man {in country}?",
      says: [
        .left: "{in country} fährt man links.",
        .right: "{in country} fährt man rechts.",
        .none: "Ob man {in country} links oder rechts fährt, sagen meine Daten nicht.",
      ]),
    .landlocked: FactWords(
      cues: [
        "binnenstaat", "binnenstaaten", "binnenland", "binnenlandstaat", "landumschlossen",
        "meerzugang", "meereszugang", "zugang zum meer", "zugang zum ozean", "am meer",
        "ans meer", "kuste", "kueste", "kusten", "kuesten", "meereskuste", "meereskueste",
        "kustenlinie", "kuestenlinie", "ohne meer", "ohne kuste", "ohne kueste", "keine kuste",
        "keine kueste", "kein meer", "keinen meerzugang", "keinen zugang zum meer",
      ],
      allowedTopics: ["ohne"],
      asks: "Zugang zum Meer", example: "Gibt es {in country} eine Küste?",
      says: [
        .yes: "{in country} gibt es keine Küste: Es handelt sich um einen Binnenstaat.",
        .no: "{in country} gibt es eine Meeresküste.",
        .members: "{value} – Binnenstaaten ({count}): {other}.",
        .noMembers: "{value}: kein einziger Binnenstaat.",
      ]),
    .tld: FactWords(
      cues: ["domain", "endung", "tld", "internet"],
      asks: "Internet-Domain", example: "Was ist die Internet-Domain {of country}?",
      says: [
        .one: "Die Internet-Domain {of country} ist {value}.",
        .many: "Die {count} Internet-Domains {of country} sind {value}.",
        .none: "Zur Internet-Domain {of country} habe ich keine Angaben.",
      ]),
    .flagDescription: FactWords(
      cues: ["farben", "farbe", "beschreibe", "beschreibung", "symbole"],
      asks: "Farben der Flagge", example: "Welche Farben hat die Flagge {of country}?",
      says: [
        // The data describes the flag in English only.
        .one:
          "{value} Die Flagge {of country} beschreiben meine Daten nur auf Englisch: {other}",
        .none:
          "So sieht die Flagge {of country} aus: {value} – eine Beschreibung dazu habe ich nicht.",
      ]),
    .overview: FactWords(
      cues: ["infos", "informationen", "info", "uberblick", "ueberblick", "erzahl", "erzaehl"],
      exact: ["info"],
      asks: "Überblick", example: "Erzähl mir etwas über das Land {country}",
      says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["hauptstadt"],
      asks: "eine Hauptstadt", example: "Welches Land hat Nairobi als Hauptstadt?",
      says: [
        .one: "{value} ist die Hauptstadt {of country}.",
        .many: "{value} sind die Hauptstädte {of country}.",
      ]),
    .reverseFlag: FactWords(
      cues: ["flagge", "fahne"],
      asks: "eine Flagge", example: "Welches Land hat die Flagge 🇯🇵?",
      says: [.one: "{value} ist die Flagge {of country}."]),
    .reverseIsoCode: FactWords(
      cues: ["code", "kurzel", "kuerzel", "iso", "abkurzung"], exact: ["code"],
      asks: "ein ISO-Code", example: "Welches Land hat den ISO-Code DE?",
      says: [.one: "{value} (Alpha-3: {other}) ist der ISO-Code {of country}."]),
    .countriesInRegion: FactWords(
      cues: ["lander", "laender", "staaten", "liste"],
      asks: "in einer Region liegen", example: "Welche Länder liegen in Südamerika?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["sprache", "spricht", "sprechen", "gesprochen", "amtssprache"],
      asks: "eine Sprache sprechen", example: "Welche Länder sprechen Portugiesisch?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["wahrung", "waehrung", "zahlt", "zahlen", "haben", "nutzen", "euro"],
      exact: ["haben", "zahlen", "zahlt"],
      asks: "eine Währung nutzen", example: "Welche Länder zahlen mit dem Euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["beginnen", "beginnt", "anfangen", "fangen", "starten", "anfangsbuchstabe"],
      asks: "mit bestimmten Buchstaben beginnen", example: "Welche Länder beginnen mit CH?",
      says: [:]),
    .search: FactWords(
      cues: ["suche", "suchen", "finde", "enthalten", "enthalt"],
      asks: "zu einer Suche passen", example: "Suche Guinea", says: [:]),
    .nearby: FactWords(
      cues: ["nahe", "nah", "nachsten", "naechsten", "umgebung", "nahegelegene"], exact: ["nah"],
      asks: "nächstgelegene Länder", example: "Welche Länder liegen in der Nähe {of country}?",
      says: [:]),
    .distance: FactWords(
      cues: ["entfernung", "entfernt", "weit", "abstand"], exact: ["weit"],
      asks: "Entfernung zu einem anderen Land",
      example: "Wie weit sind {the country} und Peru voneinander entfernt?", says: [:]),
    .superlative: FactWords(
      cues: [
        "grosste", "grosstes", "grosster", "grossten", "kleinste", "kleinstes", "kleinster",
        "kleinsten", "bevolkerungsreichste", "bevolkerungsreichstes", "meisten", "wenigsten",
        "reichste", "reichsten", "armste", "armsten", "hochste", "hochsten", "hochstes",
        "niedrigste", "niedrigsten", "dichtesten", "ungleichsten",
      ],
      asks: "dem größten oder bevölkerungsreichsten Land",
      example: "Was ist das größte Land in Afrika?", says: [:]),
    .comparison: FactWords(
      cues: [
        "grosser", "kleiner", "mehr", "weniger", "als", "vergleich", "reicher", "armer", "dichter",
      ],
      exact: ["als", "mehr"],
      asks: "dem größeren von zwei Ländern", example: "Ist Frankreich größer als Spanien?",
      says: [:]),
  ])
}
