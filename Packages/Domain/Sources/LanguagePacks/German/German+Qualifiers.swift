import Domain

/// The words a German question may hold besides its cue, subject and filler (`QualifierWords`).
extension QualifierWords {
  public static let german = QualifierWords(
    facts: [
      .density: ["besiedelt", "bevolkerung", "einwohner"],
      .gdp: ["wirtschaft", "dollar"],
      .gdpPerCapita: ["reich", "durchschnittlich", "einkommen", "bip", "dollar"],
      .hdi: ["index"],
      .gini: ["index", "koeffizient", "einkommen"],
      .overview: ["etwas", "mehr", "alles"],
      .population: [
        "gibt", "leben", "lebt",
        "gesamt", "gesamte", "insgesamt", "aktuell", "aktuelle", "derzeit", "momentan", "heute",
        "ungefahr", "etwa",
      ],
      .area: ["gesamt", "gesamte", "insgesamt"],
      .callingCode: ["international", "internationale", "telefon"],
      .tld: ["endung", "webseite", "webseiten", "internet"],
      .currency: [
        "zahlen", "nutzen", "nutzt", "verwenden", "verwendet", "offizielle", "bezahlt", "zahlt",
        "geld",
      ],
      .languages: ["offizielle", "offiziellen", "amtssprache", "amtssprachen", "hauptsprache"],
      .drivingSide: ["links", "rechts", "autos", "auto", "verkehr", "strasse", "seite"],
    ],
    general: ["zeig", "zeige", "zeigen", "sag", "sage", "gib", "mochte", "will", "wissen", "womit"])
}
