import Domain

/// Die Kennzahlen auf Deutsch: Bevölkerungsdichte, BIP, BIP pro Kopf, HDI und Gini-Index. `{value}`
/// ist die Zahl, wie Deutsch sie schreibt („1.169 Einwohner pro km²“, „4.121 Milliarden US-Dollar“),
/// `{date}` das Datum der Daten, `{population}` und `{area}` die Zahlen, aus denen ein Wert
/// berechnet ist, `{year}` das Jahr eines Gini-Index. `.measure` nennt den Wert in einer Rangfolge
/// oder einem Vergleich. Wie in `German+Facts.swift` ist das Land nie Subjekt eines Verbs.
extension FactTable {
  static let germanEconomy: [Intent: FactWords] = [
    .density: FactWords(
      cues: [
        "bevolkerungsdichte", "bevoelkerungsdichte", "dichte", "dicht besiedelt", "dicht",
        "dichter", "dichtesten", "einwohner pro km2", "einwohner je km2", "pro km2",
      ],
      exact: ["dicht", "dichte"],
      asks: "Bevölkerungsdichte",
      example: "Wie hoch ist die Bevölkerungsdichte {of country}?",
      says: [
        .one:
          "Die Bevölkerungsdichte {of country} beträgt {value} ({population} Einwohner auf {area}, Stand: {date}).",
        .none:
          "Meine Daten nennen keine Bevölkerungsdichte {of country}: Einwohner oder Fläche fehlen.",
        .measure: "Bevölkerungsdichte: {value}",
      ]),
    .gdp: FactWords(
      cues: ["bip", "bruttoinlandsprodukt", "bruttoinlandprodukt", "wirtschaftsleistung"],
      exact: ["bip"],
      asks: "Bruttoinlandsprodukt (BIP)", example: "Wie hoch ist das BIP {of country}?",
      says: [
        .one:
          "Das Bruttoinlandsprodukt (BIP) {of country} beträgt {value} (Daten von REST Countries v4, Stand: {date}).",
        .none: "Meine Daten nennen kein BIP {of country}.",
        .measure: "BIP: {value}",
      ]),
    .gdpPerCapita: FactWords(
      cues: [
        "bip pro kopf", "pro kopf", "pro kopf einkommen", "prokopfeinkommen", "bip je einwohner",
        "pro einwohner", "je einwohner", "je kopf",
      ],
      asks: "BIP pro Kopf", example: "Wie hoch ist das BIP pro Kopf {of country}?",
      says: [
        .one:
          "Das BIP pro Kopf {of country} beträgt {value}: das BIP (Daten von REST Countries v4, Stand: {date}) geteilt durch {population} Einwohner.",
        .none: "Meine Daten nennen kein BIP {of country}, also auch kein BIP pro Kopf.",
        .unreliable:
          "Ein BIP pro Kopf {of country} gebe ich nicht an: das BIP (Daten von REST Countries v4, Stand: {date}) geteilt durch {population} Einwohner ergibt {value}, zu wenige Einwohner oder ein zu seltsamer Wert, um etwas zu bedeuten.",
        .measure: "BIP pro Kopf: {value}",
      ]),
    .hdi: FactWords(
      cues: [
        "hdi", "index der menschlichen entwicklung", "human development index",
        "entwicklungsindex",
      ],
      exact: ["hdi"],
      asks: "Index der menschlichen Entwicklung (HDI)",
      example: "Wie hoch ist der HDI {of country}?",
      says: [
        .one:
          "Der Index der menschlichen Entwicklung (HDI) {of country} beträgt {value} (Daten von REST Countries v4, Stand: {date}).",
        .none: "Meine Daten nennen keinen HDI {of country}.",
        .measure: "HDI: {value}",
      ]),
    .gini: FactWords(
      cues: [
        "gini", "gini index", "gini koeffizient", "ginikoeffizient", "ungleich", "ungleichheit",
        "einkommensungleichheit",
      ],
      exact: ["gini"],
      asks: "Gini-Index (Ungleichheit)", example: "Wie hoch ist der Gini-Index {of country}?",
      says: [
        .one:
          "Der Gini-Index {of country} beträgt {value} ({year}; 0 ist völlige Gleichheit der Einkommen, 100 die größte Ungleichheit).",
        .none: "Meine Daten nennen keinen Gini-Index {of country}.",
        .measure: "Gini-Index: {value} ({year})",
      ]),
  ]
}

extension Phrasebook {
  /// Geld und Kennzahlen auf Deutsch.
  static let germanEconomy: [Kind: String] = [
    .billionDollars: "{value} Milliarden US-Dollar",
    .millionDollars: "{value} Millionen US-Dollar",
    .dollars: "{value} US-Dollar",
    .perSquareKilometre: "{value} Einwohner pro km²",
    .rankedAmong:
      "Verglichen: {count} von {other} Ländern; für die übrigen haben die Daten keinen Wert.",
  ]
}

extension PlaceWords {
  /// Was eine Rangfolge der Kennzahlen misst, und die Wörter ihrer Enden, auf Deutsch.
  static let germanEconomy: PlaceWords = {
    var words = PlaceWords()
    // Rich and poor do not say by which figure: alone, they rank nothing.
    words.figureOrders = [
      "reich", "reiche", "reichste", "reichsten", "reichstes", "reicher", "arm", "arme", "armste",
      "armsten", "armstes", "armer",
    ]
    words.measures = [
      "bevolkerungsdichte": .density, "dichte": .density, "dicht": .density,
      "dichter": .density, "dichtesten": .density, "dichteste": .density, "bip": .gdp,
      "kopf": .gdpPerCapita, "hdi": .hdi, "gini": .gini, "ungleich": .gini,
      "ungleichsten": .gini, "ungleichheit": .gini,
    ]
    words.superlatives = [
      "reichste": .most, "reichsten": .most, "reichstes": .most, "armste": .least,
      "armsten": .least, "armstes": .least, "dichtesten": .most, "dichteste": .most,
      "hochste": .most, "hochsten": .most, "hochstes": .most, "niedrigste": .least,
      "niedrigsten": .least, "niedrigstes": .least, "ungleichsten": .most,
    ]
    words.comparatives = [
      "reicher": .most, "armer": .least, "dichter": .most, "hoher": .most, "niedriger": .least,
    ]
    return words
  }()
}
