import Domain

/// La ruta terrestre en español: los valores son los del inglés (`English+Routes`).
extension FactTable {
  static let spanishRoutes: [Intent: FactWords] = [
    .landRoute: FactWords(
      cues: [
        "ruta", "rutas", "ruta terrestre", "ruta por tierra", "ruta mas corta", "camino mas corto",
        "por tierra", "por carretera",
        "en coche", "en carro", "conducir de", "conducir desde", "manejar de", "manejar desde",
        "ir en coche", "viajar por tierra", "camino por tierra", "fronteras que cruzar",
        "fronteras hay que cruzar", "paises que cruzar", "paises hay entre",
      ],
      falseFriendsBefore: ["avion", "aerea", "barco", "ferry", "tren", "autobus", "comercial"],
      allowedTopics: ["entre", "viaje", "viajar", "camino", "corta", "carretera"],
      asks: "la ruta por tierra a otro",
      example: "¿Cuál es la ruta por tierra más corta de {country} a Vietnam?",
      says: [
        .one: "Por tierra, {the country} está a un cruce de frontera {of other}: {value}.",
        .many:
          "La ruta terrestre más corta {of country} hasta {the other} cruza {count} fronteras y {other} países: {value}.",
        .then: "Puente o túnel en el camino: {detail}.",
        .caveat:
          "La ruta sigue las fronteras terrestres, no las carreteras, y un paso puede estar cerrado.",
        .isolated:
          "No hay ruta terrestre {of country} hasta {the other}: {the country} no tiene frontera terrestre, ni puente o túnel hacia otro país.",
        .otherIsolated:
          "No hay ruta terrestre {of country} hasta {the other}: {the other} no tiene frontera terrestre, ni puente o túnel hacia otro país.",
        .sea:
          "No hay ruta terrestre {of country} hasta {the other}: los separa el mar, sin puente ni túnel.",
        .itself: "No hay ninguna frontera que cruzar {of country} hasta {the country}.",
      ])
  ]
}

extension PlaceWords {
  /// The words before a route's start named second.
  static let spanishRoutes: PlaceWords = {
    var words = PlaceWords()
    words.routeStarts = ["desde"]
    return words
  }()
}
