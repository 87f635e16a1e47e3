import Domain

/// A hora em português: a hora local e a diferença horária (placeholders as in English's
/// `English+Clock.swift`).
extension FactTable {
  /// Every fact in Portuguese: the clock's (below), the conventions', the figures', the memberships', who governs and
  /// the others' (`Portuguese+Facts.swift`).
  public static let portuguese = FactTable(
    facts: portugueseOwnFacts.facts.merging(portugueseClock) { own, _ in own }
      .merging(portugueseConventions) { own, _ in own }
      .merging(portugueseEconomy) { own, _ in own }
      .merging(portugueseMemberships) { own, _ in own }
      .merging(portugueseGoverns) { own, _ in own }
      .merging(portugueseRoutes) { own, _ in own }
      .merging(portugueseShapes) { own, _ in own })

  static let portugueseClock: [Intent: FactWords] = [
    .localTime: FactWords(
      cues: [
        "que horas", "horas sao", "hora local", "hora atual", "horas em", "horas no", "horas na",
      ],
      allowedTopics: ["hora", "horas", "agora"],
      asks: "a hora local", example: "Que horas são {in country}?",
      says: [
        .one: "{in country}, a hora local é {value} ({day}), {other}.",
        .pair: "{in country}, a hora local é {value} ({day}), {other}, horário de verão.",
        .many: "{in country} há {count} fusos horários: {value}.",
        .none:
          "A base de dados tz não tem nenhum fuso horário para {the country}: não posso dizer a hora local.",
      ]),
    .timeDifference: FactWords(
      cues: [
        "diferenca horaria", "diferenca de horas", "diferenca de hora", "diferenca de fuso",
        "horas a frente", "horas atras", "horas de diferenca", "quantas horas",
      ],
      allowedTopics: ["hora", "horas", "diferenca", "frente", "atras", "entre", "horaria", "fuso"],
      asks: "a diferença horária com outro",
      example: "Qual é a diferença horária entre {the country} e o Japão?",
      says: [
        .ahead: "A hora {of country} está {value} à frente da hora {of other} ({detail}).",
        .behind: "A hora {of country} está {value} atrás da hora {of other} ({detail}).",
        .same: "A hora {of country} é a mesma {of other} ({detail}).",
        .aheadOfYou: "A hora {of country} está {value} à frente da sua ({detail}).",
        .behindYou: "A hora {of country} está {value} atrás da sua ({detail}).",
        .sameAsYou: "A hora {of country} é a mesma que a sua ({detail}).",
        .at: "Quando a hora {of country} é {value}, a {of other} é {time} ({detail}).",
        .atDayAfter:
          "Quando a hora {of country} é {value}, a {of other} é {time} do dia seguinte ({detail}).",
        .atDayBefore:
          "Quando a hora {of country} é {value}, a {of other} é {time} do dia anterior ({detail}).",
        .none:
          "Não posso dizer a diferença horária {of country}: a base de dados tz não tem fuso para um dos dois lados.",
      ]),
  ]
}
