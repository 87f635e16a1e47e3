import Domain

/// The words a Italian question may hold besides its cue, subject and filler (`QualifierWords`).
extension QualifierWords {
  public static let italian = QualifierWords(
    facts: [
      .density: ["popolazione", "popolato", "popolata", "abitanti"],
      .gdp: ["economia", "totale", "dollari"],
      .gdpPerCapita: ["ricco", "ricca", "medio", "reddito", "pil", "dollari"],
      .hdi: ["indice"],
      .gini: ["indice", "coefficiente", "redditi"],
      .overview: ["qualcosa", "piu", "tutto"],
      .population: ["esistono", "vivono", "totale", "attuale", "attualmente", "oggi", "circa"],
      .area: ["totale"],
      .callingCode: ["internazionale", "telefonico"],
      .tld: ["estensione", "sito", "web"],
      .currency: [
        "usa", "usano", "utilizza", "utilizzano", "paga", "ufficiale", "locale", "nazionale",
        "soldi", "pagare", "pagano",
      ],
      .languages: ["ufficiale", "ufficiali", "nazionale", "principale", "principali"],
      .drivingSide: [
        "sinistra", "destra", "auto", "macchine", "traffico", "strada", "parte", "lato", "guida",
        "guidano",
      ],
    ],
    general: ["mostra", "mostrami", "fammi", "dimmi", "dammi", "vorrei", "voglio", "sapere"])
}
