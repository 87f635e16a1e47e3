import Domain

/// Die Uhrzeit auf Deutsch: Ortszeit und Zeitunterschied (placeholders as in English's
/// `English+Clock.swift`; `{in other}` is the other country's name after "in").
extension FactTable {
  /// Every fact in German: the clock's (below), the conventions', the figures', the memberships', who governs and
  /// the others' (`German+Facts.swift`).
  public static let german = FactTable(
    facts: germanOwnFacts.facts.merging(germanClock) { own, _ in own }
      .merging(germanConventions) { own, _ in own }
      .merging(germanEconomy) { own, _ in own }
      .merging(germanMemberships) { own, _ in own }
      .merging(germanGoverns) { own, _ in own }
      .merging(germanRoutes) { own, _ in own }
      .merging(germanShapes) { own, _ in own })

  static let germanClock: [Intent: FactWords] = [
    .localTime: FactWords(
      cues: ["wie spat", "wie viel uhr", "uhrzeit", "ortszeit", "lokale zeit", "aktuelle zeit"],
      allowedTopics: ["uhr", "spat", "zeit", "jetzt"],
      asks: "die Ortszeit", example: "Wie spät ist es {in country}?",
      says: [
        .one: "{in country} ist es {value} Uhr ({day}), {other}.",
        .pair: "{in country} ist es {value} Uhr ({day}), {other}, Sommerzeit.",
        .many: "{in country} gibt es {count} Zeitzonen: {value}.",
        .none:
          "Die tz-Datenbank hat keine Zeitzone für {the country}: Ich kann die Ortszeit nicht angeben.",
      ]),
    .timeDifference: FactWords(
      cues: [
        "zeitunterschied", "zeitverschiebung", "stunden voraus", "stunden zuruck", "stunde voraus",
        "stunde zuruck", "wie viele stunden",
      ],
      allowedTopics: ["stunden", "stunde", "voraus", "zuruck", "zeit", "zwischen", "unterschied"],
      asks: "den Zeitunterschied zu einem anderen",
      example: "Zeitunterschied zwischen {country} und Japan?",
      says: [
        .ahead: "{in country} ist es {value} später als {in other} ({detail}).",
        .behind: "{in country} ist es {value} früher als {in other} ({detail}).",
        .same: "{in country} ist es genauso spät wie {in other} ({detail}).",
        .aheadOfYou: "{in country} ist es {value} später als bei dir ({detail}).",
        .behindYou: "{in country} ist es {value} früher als bei dir ({detail}).",
        .sameAsYou: "{in country} ist es genauso spät wie bei dir ({detail}).",
        .at: "Wenn es {in country} {value} Uhr ist, ist es {in other} {time} Uhr ({detail}).",
        .atDayAfter:
          "Wenn es {in country} {value} Uhr ist, ist es {in other} am nächsten Tag {time} Uhr ({detail}).",
        .atDayBefore:
          "Wenn es {in country} {value} Uhr ist, ist es {in other} am Vortag {time} Uhr ({detail}).",
        .none:
          "Ich kann den Zeitunterschied für {the country} nicht angeben: Der tz-Datenbank fehlt eine Zeitzone einer der beiden Seiten.",
      ]),
  ]
}
