import Domain

extension TravleWords {
  /// Le jeu des routes en français.
  public static let french = TravleWords(
    language: .french,
    starts: [
      "jeu des routes", "jouer au jeu des routes", "le jeu des routes", "travle", "jouer a travle",
      "jeu de routes", "jeu de la route",
    ],
    dailyStarts: [
      "route du jour", "travle du jour", "jeu des routes du jour", "la route du jour",
    ],
    texts: [
      .name: "Jeu des routes", .dailyName: "Route du jour",
      .prompt:
        "Allez de {value} à {other} par la terre : nommez les pays entre les deux, un par ligne, dans n'importe quel ordre. Un plus court chemin en compte {count} ; vous pouvez en nommer {total} (quatre de plus, comme dans Travle).",
      .help:
        "Nommez un pays sur le chemin, un par ligne : ✓ sur un plus court chemin, ~ sur un plus long, ✗ hors du chemin. La partie est gagnée quand les pays nommés relient les deux par la terre. Tapez « indice » pour le pays suivant d'un plus court chemin (il coûte un point), « stop » pour en voir un.",
      .status: "{count} pays nommés sur {total} · un plus court chemin en compte {other}.",
      .shortest: "✓ {country} est sur un plus court chemin.",
      .near: "~ {country} est sur un chemin plus long : il compte en plus.",
      .off: "✗ {country} est hors du chemin.",
      .hint: "Indice : {country} est sur un plus court chemin (il coûte un point).",
      .won: "Vous êtes allé de {value} à {other} en {count} essais : {route}.",
      .perfect: "Parfait : un plus court chemin !",
      .lost: "Plus aucun essai.",
      .route: "Un plus court chemin : {route}.",
    ])
}
