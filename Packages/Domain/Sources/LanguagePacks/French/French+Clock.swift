import Domain

/// L'heure en français : l'heure locale et le décalage horaire (placeholders as in English's
/// `English+Clock.swift`).
extension FactTable {
  /// Every fact in French: the clock's (below), the conventions', the figures', the memberships', who governs and
  /// the others' (`French+Facts.swift`).
  public static let french = FactTable(
    facts: frenchOwnFacts.facts.merging(frenchClock) { own, _ in own }
      .merging(frenchConventions) { own, _ in own }
      .merging(frenchEconomy) { own, _ in own }
      .merging(frenchMemberships) { own, _ in own }
      .merging(frenchGoverns) { own, _ in own }
      .merging(frenchRoutes) { own, _ in own }
      .merging(frenchShapes) { own, _ in own })

  static let frenchClock: [Intent: FactWords] = [
    .localTime: FactWords(
      cues: [
        "quelle heure", "heure est il", "heure il est", "heure locale", "heure actuelle",
        "l heure au", "l heure en",
      ],
      allowedTopics: ["heure", "heures", "maintenant", "actuellement"],
      asks: "son heure locale", example: "Quelle heure est-il {in country} ?",
      says: [
        .one: "{in country}, il est {value} ({day}), {other}.",
        .pair: "{in country}, il est {value} ({day}), {other}, heure d'été.",
        .many: "{in country}, il y a {count} fuseaux horaires : {value}.",
        .none:
          "La base de données tz n'a aucun fuseau horaire pour {the country} : je ne peux pas donner son heure locale.",
      ]),
    .timeDifference: FactWords(
      cues: [
        "decalage", "decalage horaire", "difference horaire", "difference d heure",
        "heures d avance", "heures de retard", "heure d avance", "heure de retard",
        "heures de decalage", "combien d heures",
      ],
      allowedTopics: ["heure", "heures", "avance", "retard", "entre", "horaire"],
      asks: "le décalage horaire avec un autre",
      example: "Quel est le décalage horaire entre {the country} et le Japon ?",
      says: [
        .ahead: "{in country}, on a {value} d'avance sur {the other} ({detail}).",
        .behind: "{in country}, on a {value} de retard sur {the other} ({detail}).",
        .same: "{in country}, on a la même heure que {the other} ({detail}).",
        .aheadOfYou: "{in country}, on a {value} d'avance sur vous ({detail}).",
        .behindYou: "{in country}, on a {value} de retard sur vous ({detail}).",
        .sameAsYou: "{in country}, on a la même heure que vous ({detail}).",
        .at: "Quand il est {value} {in country}, il est {time} {in other} ({detail}).",
        .atDayAfter:
          "Quand il est {value} {in country}, il est {time} le lendemain {in other} ({detail}).",
        .atDayBefore:
          "Quand il est {value} {in country}, il est {time} la veille {in other} ({detail}).",
        .none:
          "Je ne peux pas donner le décalage horaire {of country} : la base de données tz n'a pas de fuseau pour l'un des deux côtés.",
      ]),
  ]
}
