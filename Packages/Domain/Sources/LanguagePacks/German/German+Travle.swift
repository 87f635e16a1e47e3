import Domain

extension TravleWords {
  /// Das Routenspiel auf Deutsch.
  public static let german = TravleWords(
    language: .german,
    starts: [
      "routenspiel", "das routenspiel", "routenspiel spielen", "travle spielen", "spiel der routen",
    ],
    dailyStarts: ["route des tages", "tagesroute", "travle des tages", "routenspiel des tages"],
    texts: [
      .name: "Routenspiel", .dailyName: "Route des Tages",
      .prompt:
        "Komm auf dem Landweg von {value} nach {other}: nenne die Länder dazwischen, eines pro Zeile, in beliebiger Reihenfolge. Ein kürzester Weg hat {count}; du darfst {total} nennen (vier mehr, wie bei Travle).",
      .help:
        "Nenne ein Land auf dem Weg, eines pro Zeile: ✓ auf einem kürzesten Weg, ~ auf einem längeren, ✗ abseits. Gewonnen ist, wenn die genannten Länder die beiden auf dem Landweg verbinden. Tippe „Tipp“ für das nächste Land eines kürzesten Wegs (kostet einen Punkt), „stopp“, um einen zu sehen.",
      .status: "{count} von {total} Ländern genannt · ein kürzester Weg hat {other}.",
      .shortest: "✓ {country} liegt auf einem kürzesten Weg.",
      .near: "~ {country} liegt auf einem längeren Weg: es zählt extra.",
      .off: "✗ {country} liegt abseits.",
      .hint: "Tipp: {country} liegt auf einem kürzesten Weg (kostet einen Punkt).",
      .won: "Geschafft von {value} nach {other} in {count} Versuchen: {route}.",
      .perfect: "Perfekt: ein kürzester Weg!",
      .lost: "Keine Versuche mehr.",
      .route: "Ein kürzester Weg: {route}.",
    ])
}
