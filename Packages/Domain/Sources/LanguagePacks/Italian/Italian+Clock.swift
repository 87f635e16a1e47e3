import Domain

/// L'ora in italiano: l'ora locale e la differenza di fuso orario (placeholders as in English's
/// `English+Clock.swift`; `{in other}` is the other country's name after "in").
extension FactTable {
  /// Every fact in Italian: the clock's (below), the conventions', the figures', the memberships', who governs and
  /// the others' (`Italian+Facts.swift`).
  public static let italian = FactTable(
    facts: italianOwnFacts.facts.merging(italianClock) { own, _ in own }
      .merging(italianConventions) { own, _ in own }
      .merging(italianEconomy) { own, _ in own }
      .merging(italianMemberships) { own, _ in own }
      .merging(italianGoverns) { own, _ in own }
      .merging(italianRoutes) { own, _ in own }
      .merging(italianShapes) { own, _ in own })

  static let italianClock: [Intent: FactWords] = [
    .localTime: FactWords(
      cues: ["che ore", "che ora", "ore sono", "ora locale", "ora attuale"],
      allowedTopics: ["ora", "ore", "adesso"],
      asks: "l'ora locale", example: "Che ore sono {in country}?",
      says: [
        .one: "{in country} l'ora locale è {value} ({day}), {other}.",
        .pair: "{in country} l'ora locale è {value} ({day}), {other}, ora legale.",
        .many: "{in country} ci sono {count} fusi orari: {value}.",
        .none:
          "Il database tz non ha alcun fuso orario per {the country}: non posso dire l'ora locale.",
      ]),
    .timeDifference: FactWords(
      cues: [
        "differenza di fuso", "differenza oraria", "differenza di ore", "ore avanti",
        "ore indietro", "ore di differenza", "quante ore",
      ],
      allowedTopics: ["ora", "ore", "avanti", "indietro", "differenza", "fuso", "tra", "fra"],
      asks: "la differenza di fuso orario con un altro",
      example: "Qual è la differenza di fuso orario tra {the country} e il Giappone?",
      says: [
        .ahead: "{in country} è {value} più tardi che {in other} ({detail}).",
        .behind: "{in country} è {value} più presto che {in other} ({detail}).",
        .same: "{in country} è la stessa ora che {in other} ({detail}).",
        .aheadOfYou: "{in country} è {value} più tardi che da te ({detail}).",
        .behindYou: "{in country} è {value} più presto che da te ({detail}).",
        .sameAsYou: "{in country} è la stessa ora che da te ({detail}).",
        .at: "Quando l'ora {of country} è {value}, quella {of other} è {time} ({detail}).",
        .atDayAfter:
          "Quando l'ora {of country} è {value}, quella {of other} è {time} del giorno dopo ({detail}).",
        .atDayBefore:
          "Quando l'ora {of country} è {value}, quella {of other} è {time} del giorno prima ({detail}).",
        .none:
          "Non posso dire la differenza di fuso orario {of country}: il database tz non ha un fuso per uno dei due lati.",
      ]),
  ]
}
