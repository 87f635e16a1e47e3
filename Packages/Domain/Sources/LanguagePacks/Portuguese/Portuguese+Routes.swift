import Domain

/// A rota terrestre em português: os valores são os do inglês (`English+Routes`).
extension FactTable {
  static let portugueseRoutes: [Intent: FactWords] = [
    .landRoute: FactWords(
      cues: [
        "rota", "rotas", "rota terrestre", "rota por terra", "por terra", "por estrada",
        "de carro", "dirigir de", "conduzir de", "ir de carro", "viajar por terra",
        "caminho por terra", "fronteiras a atravessar", "fronteiras atravesso",
        "paises a atravessar", "paises entre", "caminho mais curto", "caminho terrestre",
      ],
      falseFriendsBefore: ["aviao", "aerea", "barco", "navio", "balsa", "comboio", "comercial"],
      allowedTopics: ["entre", "viagem", "viajar", "caminho", "curta", "estrada"],
      asks: "a rota terrestre até outro",
      example: "Qual é a rota terrestre mais curta de {country} até o Vietnã?",
      says: [
        .one: "Por terra, {the country} fica a uma travessia de fronteira {of other}: {value}.",
        .many:
          "A rota terrestre mais curta {of country} até {the other} atravessa {count} fronteiras e {other} países: {value}.",
        .then: "Ponte ou túnel no caminho: {detail}.",
        .caveat:
          "A rota segue as fronteiras terrestres, não as estradas, e uma passagem pode estar fechada.",
        .isolated:
          "Não há rota terrestre {of country} até {the other}: {the country} não tem fronteira terrestre, nem ponte ou túnel para outro país.",
        .otherIsolated:
          "Não há rota terrestre {of country} até {the other}: {the other} não tem fronteira terrestre, nem ponte ou túnel para outro país.",
        .sea:
          "Não há rota terrestre {of country} até {the other}: o mar os separa, sem ponte nem túnel.",
        .itself: "Não há fronteira a atravessar {of country} até {the country}.",
      ])
  ]
}

extension PlaceWords {
  /// The words before a route's start named second.
  static let portugueseRoutes: PlaceWords = {
    var words = PlaceWords()
    words.routeStarts = ["desde"]
    return words
  }()
}
