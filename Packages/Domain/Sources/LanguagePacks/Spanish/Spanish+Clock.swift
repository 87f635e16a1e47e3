import Domain

/// La hora en español: la hora local y la diferencia horaria (placeholders as in English's
/// `English+Clock.swift`).
extension FactTable {
  /// Every fact in Spanish: the clock's (below), the conventions', the figures', the memberships', who governs and
  /// the others' (`Spanish+Facts.swift`).
  public static let spanish = FactTable(
    facts: spanishOwnFacts.facts.merging(spanishClock) { own, _ in own }
      .merging(spanishConventions) { own, _ in own }
      .merging(spanishEconomy) { own, _ in own }
      .merging(spanishMemberships) { own, _ in own }
      .merging(spanishGoverns) { own, _ in own }
      .merging(spanishRoutes) { own, _ in own }
      .merging(spanishShapes) { own, _ in own })

  static let spanishClock: [Intent: FactWords] = [
    .localTime: FactWords(
      cues: ["que hora", "hora es", "hora local", "hora actual", "hora hay"],
      allowedTopics: ["hora", "horas", "ahora"],
      asks: "la hora local", example: "¿Qué hora es {in country}?",
      says: [
        .one: "{in country}, la hora local es {value} ({day}), {other}.",
        .pair: "{in country}, la hora local es {value} ({day}), {other}, horario de verano.",
        .many: "{in country} hay {count} husos horarios: {value}.",
        .none:
          "La base de datos tz no tiene ningún huso horario para {the country}: no puedo dar su hora local.",
      ]),
    .timeDifference: FactWords(
      cues: [
        "diferencia horaria", "diferencia de hora", "diferencia de horas", "horas de diferencia",
        "horas por delante", "horas por detras", "horas adelantado", "horas atrasado",
        "cuantas horas", "desfase horario",
      ],
      allowedTopics: ["hora", "horas", "diferencia", "delante", "detras", "entre", "horaria"],
      asks: "la diferencia horaria con otro",
      example: "¿Cuál es la diferencia horaria entre {country} y Japón?",
      says: [
        .ahead: "La hora {of country} va {value} por delante de la {of other} ({detail}).",
        .behind: "La hora {of country} va {value} por detrás de la {of other} ({detail}).",
        .same: "La hora {of country} es la misma que la {of other} ({detail}).",
        .aheadOfYou: "La hora {of country} va {value} por delante de la tuya ({detail}).",
        .behindYou: "La hora {of country} va {value} por detrás de la tuya ({detail}).",
        .sameAsYou: "La hora {of country} es la misma que la tuya ({detail}).",
        .at: "Cuando la hora {of country} es {value}, la {of other} es {time} ({detail}).",
        .atDayAfter:
          "Cuando la hora {of country} es {value}, la {of other} es {time} del día siguiente ({detail}).",
        .atDayBefore:
          "Cuando la hora {of country} es {value}, la {of other} es {time} del día anterior ({detail}).",
        .none:
          "No puedo dar la diferencia horaria {of country}: la base de datos tz no tiene huso para uno de los dos lados.",
      ]),
  ]
}
