import Domain

/// Le cifre in italiano: densità di popolazione, PIL, PIL pro capite, ISU e indice di Gini.
/// `{value}` è la cifra scritta all'italiana («1169 abitanti per km²», «4121 miliardi di dollari
/// statunitensi»), `{date}` la data dei dati, `{population}` e `{area}` i numeri da cui viene una
/// cifra, `{year}` l'anno di un indice di Gini. `.measure` nomina la cifra in una classifica o in
/// un confronto.
extension FactTable {
  static let italianEconomy: [Intent: FactWords] = [
    .density: FactWords(
      cues: [
        "densita", "densita di popolazione", "densita abitativa", "denso", "densa",
        "densamente", "densamente popolato", "densamente popolata", "abitanti per km2",
        "per km2",
      ],
      exact: ["denso", "densa"],
      asks: "la densità di popolazione",
      example: "Qual è la densità di popolazione {of country}?",
      says: [
        .one:
          "La densità di popolazione {of country} è di {value} ({population} abitanti su {area}, dati del {date}).",
        .none:
          "I miei dati non hanno una densità di popolazione {of country}: non danno abitanti o superficie.",
        .measure: "densità di popolazione ({value})",
      ]),
    .gdp: FactWords(
      cues: ["pil", "prodotto interno lordo"],
      exact: ["pil"],
      asks: "il PIL", example: "Qual è il PIL {of country}?",
      says: [
        .one: "Il PIL {of country} è di {value} (dati REST Countries v4 del {date}).",
        .none: "I miei dati non hanno il PIL {of country}.",
        .measure: "PIL ({value})",
      ]),
    .gdpPerCapita: FactWords(
      cues: [
        "pil pro capite", "pro capite", "pil per abitante", "per abitante", "reddito pro capite",
        "per persona", "a persona",
      ],
      asks: "il PIL pro capite", example: "Qual è il PIL pro capite {of country}?",
      says: [
        .one:
          "Il PIL pro capite {of country} è di {value}: il PIL (dati REST Countries v4 del {date}) diviso per {population} abitanti.",
        .none: "I miei dati non hanno il PIL {of country}, quindi nemmeno il PIL pro capite.",
        .unreliable:
          "Non do un PIL pro capite {of country}: il PIL (dati REST Countries v4 del {date}) diviso per {population} abitanti dà {value}, troppo pochi abitanti o una cifra troppo strana per avere senso.",
        .measure: "PIL pro capite ({value})",
      ]),
    .hdi: FactWords(
      cues: ["isu", "hdi", "indice di sviluppo umano", "sviluppo umano"],
      exact: ["isu", "hdi"],
      asks: "l'indice di sviluppo umano (ISU)",
      example: "Qual è l'indice di sviluppo umano {of country}?",
      says: [
        .one:
          "L'indice di sviluppo umano (ISU) {of country} è di {value} (dati REST Countries v4 del {date}).",
        .none: "I miei dati non hanno l'indice di sviluppo umano {of country}.",
        .measure: "indice di sviluppo umano ({value})",
      ]),
    .gini: FactWords(
      cues: [
        "gini", "indice di gini", "coefficiente di gini", "disuguaglianza", "diseguaglianza",
        "diseguale",
      ],
      exact: ["gini"],
      asks: "l'indice di Gini (disuguaglianza)",
      example: "Qual è l'indice di Gini {of country}?",
      says: [
        .one:
          "L'indice di Gini {of country} è di {value} ({year}; 0 è la piena uguaglianza dei redditi, 100 la massima disuguaglianza).",
        .none: "I miei dati non hanno l'indice di Gini {of country}.",
        .measure: "indice di Gini ({value}, {year})",
      ]),
  ]
}

extension Phrasebook {
  /// Il denaro e le cifre in italiano.
  static let italianEconomy: [Kind: String] = [
    .billionDollars: "{value} miliardi di dollari statunitensi",
    .millionDollars: "{value} milioni di dollari statunitensi",
    .dollars: "{value} dollari statunitensi",
    .perSquareKilometre: "{value} abitanti per km²",
    .rankedAmong:
      "Confrontati: {count} paesi su {other}; i dati non hanno un valore per gli altri.",
  ]
}

extension PlaceWords {
  /// Ciò che misura una classifica delle cifre, e le parole dei suoi estremi, in italiano.
  static let italianEconomy: PlaceWords = {
    var words = PlaceWords()
    // Rich and poor do not say by which figure: alone, they rank nothing.
    words.figureOrders = [
      "ricco", "ricca", "ricchi", "ricche", "povero", "povera", "poveri", "povere",
    ]
    words.measures = [
      "densita": .density, "denso": .density, "densa": .density, "densamente": .density,
      "pil": .gdp, "capite": .gdpPerCapita, "abitante": .gdpPerCapita, "persona": .gdpPerCapita,
      "isu": .hdi, "hdi": .hdi, "gini": .gini, "disuguaglianza": .gini, "diseguale": .gini,
    ]
    words.superlatives = [
      "ricco": .most, "ricca": .most, "povero": .least, "povera": .least, "denso": .most,
      "densa": .most, "alto": .most, "alta": .most, "elevato": .most, "elevata": .most,
      "basso": .least, "bassa": .least, "diseguale": .most,
    ]
    words.comparatives = [
      "povero": .least, "povera": .least, "basso": .least, "bassa": .least,
    ]
    return words
  }()
}
