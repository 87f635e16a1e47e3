import Domain

/// The words a Portuguese question may hold besides its cue, subject and filler (`QualifierWords`).
extension QualifierWords {
  public static let portuguese = QualifierWords(
    facts: [
      .density: ["populacao", "povoado", "povoada", "habitantes"],
      .gdp: ["economia", "total", "dolares"],
      .gdpPerCapita: ["rico", "rica", "media", "renda", "rendimento", "pib", "dolares"],
      .hdi: ["indice"],
      .gini: ["indice", "coeficiente", "rendimentos"],
      .overview: ["algo", "mais", "tudo"],
      .population: [
        "existem", "vivem", "moram", "total", "atual", "atualmente", "hoje", "aproximadamente",
      ],
      .area: ["total"],
      .callingCode: ["internacional", "telefonico"],
      .tld: ["extensao", "site", "web"],
      .currency: [
        "usa", "usam", "utiliza", "utilizam", "pagam", "oficial", "local", "nacional", "dinheiro",
        "pagar", "paga",
      ],
      .languages: ["oficial", "oficiais", "nacional", "principal", "principais"],
      .drivingSide: [
        "esquerda", "direita", "carros", "carro", "transito", "estrada", "lado", "conduz", "dirige",
      ],
    ],
    general: ["mostra", "mostre", "mostrar", "diz", "diga", "quero", "saber"])
}
