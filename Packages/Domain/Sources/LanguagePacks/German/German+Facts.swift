import Domain

/// Every fact in German: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`German+Grammar.swift`).
extension FactTable {
  public static let german = FactTable(facts: [
    .capital: FactWords(
      cues: ["hauptstadt", "hauptstaedte", "hauptstadte"], asks: "", example: "Was ist die Hauptstadt von {country}?", says: [.one: "{country}: Die Hauptstadt ist {value}.", .many: "{country}: Die Hauptstädte sind {value}.", .none: "{country} hat keine Hauptstadt."]),
    .isoCode: FactWords(
      cues: ["code", "laendercode", "landercode", "kurzel", "kuerzel", "iso", "abkurzung", "abkuerzung", "landerkurzel", "laenderkuerzel", "isocode"], exact: ["code"], asks: "", example: "Was ist der ISO-Code von {country}?", says: [.one: "{country}: Der ISO-Alpha-2-Code ist {value}."]),
    .flag: FactWords(
      cues: ["flagge", "fahne", "flaggen", "fahnen"], asks: "", example: "Zeig mir die Flagge von {country}", says: [.one: "Die Flagge: {country} {value}"]),
    .population: FactWords(
      cues: ["einwohner", "bevolkerung", "bevoelkerung", "einwohnerzahl", "menschen", "leute", "wie viele menschen"], asks: "", example: "Wie viele Einwohner hat {country}?", says: [.one: "{country}: {value} Einwohner ({date})."]),
    .area: FactWords(
      cues: ["flache", "flaeche", "grosse", "groesse", "gross", "km2", "quadratkilometer"], exact: ["gross"], asks: "", example: "Wie groß ist {country}?", says: [.one: "{country}: Fläche {value}."]),
    .currency: FactWords(
      cues: ["wahrung", "waehrung", "geld", "zahlungsmittel", "zahlt", "bezahlt", "bezahlen"], exact: ["zahlt"], asks: "", example: "Welche Währung hat {country}?", says: [.one: "{country}: Die Währung ist {value}.", .none: "{country} hat in meinen Daten keine eigene Währung."]),
    .languages: FactWords(
      cues: ["sprache", "sprachen", "spricht", "sprechen", "gesprochen", "amtssprache"], asks: "", example: "Welche Sprachen spricht man in {country}?", says: [.one: "{country}: Sprachen — {value}.", .many: "{country}: Sprachen — {value}.", .none: "Meine Daten nennen keine Sprache für {country}."]),
    .region: FactWords(
      cues: ["kontinent", "erdteil", "region", "liegt", "wo liegt", "befindet"], weak: ["wo"], exact: ["liegt"], asks: "", example: "Wo liegt {country}?", says: [.one: "{country} liegt in {value}, {other}.", .many: "{country} liegt in {value}, {other}.", .none: "{country} liegt in {value}, {other}."]),
    .borders: FactWords(
      cues: ["grenzt", "grenzen", "nachbarn", "nachbarlander", "nachbarlaender", "nachbar"], asks: "", example: "Welche Länder grenzen an {country}?", says: [.one: "{country} grenzt an {count} Länder: {value}.", .many: "{country} grenzt an {count} Länder: {value}.", .none: "{country} hat keine Landgrenzen."]),
    .callingCode: FactWords(
      cues: ["vorwahl", "landesvorwahl", "telefonvorwahl", "telefon"], asks: "", example: "Was ist die Vorwahl von {country}?", says: [.one: "{country}: Die Vorwahl ist {value}.", .many: "{country}: Die Vorwahl ist {value}.", .pair: "{country}: Die Vorwahl ist {value}.", .none: "Meine Daten haben keine Vorwahl für {country}."]),
    .timezones: FactWords(
      cues: ["zeitzone", "zeitzonen", "utc", "gmt"], asks: "", example: "Welche Zeitzone hat {country}?", says: [.one: "{country}: Zeitzonen — {value}.", .many: "{country}: Zeitzonen — {value}.", .none: "{country}: Zeitzonen — {value}."]),
    .demonym: FactWords(
      cues: ["einwohnerbezeichnung", "nennt man die einwohner", "heissen die einwohner"], asks: "", example: "Wie heißen die Einwohner von {country}?", says: [.one: "{country}: Die Einwohner heißen auf Englisch {value}.", .pair: "{country}: Die Einwohner heißen auf Englisch {value}.", .none: "{country}: Die Einwohner heißen auf Englisch {value}."]),
    .drivingSide: FactWords(
      cues: ["fahrt", "faehrt", "fahren", "linksverkehr", "rechtsverkehr", "strassenseite"], asks: "", example: "Auf welcher Straßenseite fährt man in {country}?", says: [.left: "{country}: Man fährt links.", .right: "{country}: Man fährt rechts.", .none: "Meine Daten sagen nicht, auf welcher Seite man fährt: {country}."]),
    .tld: FactWords(
      cues: ["domain", "endung", "tld", "internet"], asks: "", example: "Welche Internet-Domain hat {country}?", says: [.one: "{country}: Die Internet-Domain ist {value}.", .many: "{country}: Die Internet-Domain ist {value}.", .none: "Meine Daten haben keine Internet-Domain für {country}."]),
    .flagDescription: FactWords(
      cues: ["farben", "farbe", "beschreibe", "beschreibung", "symbole"], asks: "", example: "Welche Farben hat die Flagge von {country}?", says: [.one: "Die Flagge: {country} {value}", .none: "Die Flagge: {country} {value}"]),
    .overview: FactWords(
      cues: ["infos", "informationen", "info", "uberblick", "ueberblick", "erzahl", "erzaehl"], exact: ["info"], asks: "", example: "Erzähl mir von {country}", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["hauptstadt"], asks: "", example: "Welches Land hat Nairobi als Hauptstadt?", says: [.one: "{value} ist die Hauptstadt: {country}.", .many: "{value} ist die Hauptstadt: {country}."]),
    .reverseFlag: FactWords(
      cues: ["flagge", "fahne"], asks: "", example: "Welches Land hat die Flagge 🇯🇵?", says: [.one: "{value} ist die Flagge: {country}."]),
    .reverseIsoCode: FactWords(
      cues: ["code", "kurzel", "kuerzel", "iso", "abkurzung"], exact: ["code"], asks: "", example: "Welches Land hat den Code DE?", says: [.one: "{value} ist der ISO-Code: {country}."]),
    .countriesInRegion: FactWords(
      cues: ["lander", "laender", "staaten", "liste"], asks: "", example: "Welche Länder liegen in Südamerika?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["sprache", "spricht", "sprechen", "gesprochen", "amtssprache"], asks: "", example: "In welchen Ländern spricht man Portugiesisch?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["wahrung", "waehrung", "zahlt", "zahlen", "haben", "nutzen", "euro"], exact: ["haben", "zahlen", "zahlt"], asks: "", example: "Welche Länder benutzen den Euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["beginnen", "beginnt", "anfangen", "fangen", "starten", "anfangsbuchstabe"], asks: "", example: "Welche Länder beginnen mit CH?", says: [:]),
    .search: FactWords(
      cues: ["suche", "suchen", "finde", "enthalten", "enthalt"], asks: "", example: "Suche Guinea", says: [:]),
    .nearby: FactWords(
      cues: ["nahe", "nah", "nachsten", "naechsten", "umgebung", "nahegelegene"], exact: ["nah"], asks: "", example: "Welche Länder sind {country} am nächsten?", says: [:]),
    .distance: FactWords(
      cues: ["entfernung", "entfernt", "weit", "abstand"], exact: ["weit"], asks: "", example: "Entfernung zwischen {country} und Peru", says: [:]),
    .superlative: FactWords(
      cues: ["grosste", "grosstes", "grosster", "grossten", "kleinste", "kleinstes", "kleinster", "kleinsten", "bevolkerungsreichste", "bevolkerungsreichstes", "meisten", "wenigsten"], asks: "", example: "Was ist das größte Land in Afrika?", says: [:]),
    .comparison: FactWords(
      cues: ["grosser", "kleiner", "mehr", "weniger", "als", "vergleich"], exact: ["als", "mehr"], asks: "", example: "Ist Frankreich größer als Spanien?", says: [:]),
  ])
}
