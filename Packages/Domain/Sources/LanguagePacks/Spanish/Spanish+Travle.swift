import Domain

extension TravleWords {
  /// El juego de rutas en español.
  public static let spanish = TravleWords(
    language: .spanish,
    starts: [
      "juego de rutas", "jugar al juego de rutas", "el juego de rutas", "jugar travle",
      "juego de las rutas", "juego de la ruta",
    ],
    dailyStarts: ["ruta del dia", "travle del dia", "juego de rutas del dia"],
    texts: [
      .name: "Juego de rutas", .dailyName: "Ruta del día",
      .prompt:
        "Ve de {value} a {other} por tierra: nombra los países que hay entre ellos, uno por línea, en cualquier orden. Una ruta más corta tiene {count}; puedes nombrar {total} (cuatro más, como en Travle).",
      .help:
        "Nombra un país del camino, uno por línea: ✓ en una ruta más corta, ~ en una más larga, ✗ fuera del camino. Ganas cuando los países nombrados unen los dos por tierra. Escribe «pista» para el siguiente país de una ruta más corta (cuesta un punto), «stop» para ver una.",
      .status: "{count} de {total} países nombrados · una ruta más corta tiene {other}.",
      .shortest: "✓ {country} está en una ruta más corta.",
      .near: "~ {country} está en una ruta más larga: cuenta como extra.",
      .off: "✗ {country} está fuera del camino.",
      .hint: "Pista: {country} está en una ruta más corta (cuesta un punto).",
      .won: "Llegaste de {value} a {other} en {count} intentos: {route}.",
      .perfect: "¡Perfecto: una ruta más corta!",
      .lost: "No quedan intentos.",
      .route: "Una ruta más corta: {route}.",
    ])
}
