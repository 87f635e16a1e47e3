import Domain

/// Las cifras en español: densidad de población, PIB, PIB per cápita, IDH e índice de Gini.
/// `{value}` es la cifra escrita en español («1169 habitantes por km²», «4121 mil millones de
/// dólares estadounidenses»), `{date}` la fecha de los datos, `{population}` y `{area}` los números
/// de los que sale una cifra, `{year}` el año de un índice de Gini. `.measure` nombra la cifra en
/// una clasificación o una comparación.
extension FactTable {
  static let spanishEconomy: [Intent: FactWords] = [
    .density: FactWords(
      cues: [
        "densidad", "densidad de poblacion", "densidad poblacional", "denso", "densa",
        "densamente", "densamente poblado", "densamente poblada", "habitantes por km2",
        "por km2",
      ],
      exact: ["denso", "densa"],
      asks: "la densidad de población",
      example: "¿Cuál es la densidad de población {of country}?",
      says: [
        .one:
          "La densidad de población {of country} es de {value} ({population} habitantes en {area}, datos del {date}).",
        .none:
          "Mis datos no tienen densidad de población para {the country}: no le dan habitantes o superficie.",
        .measure: "densidad de población ({value})",
      ]),
    .gdp: FactWords(
      cues: ["pib", "producto interior bruto", "producto interno bruto"],
      exact: ["pib"],
      asks: "el PIB", example: "¿Cuál es el PIB {of country}?",
      says: [
        .one: "El PIB {of country} es de {value} (datos de REST Countries v4 del {date}).",
        .none: "Mis datos no tienen PIB para {the country}.",
        .measure: "PIB ({value})",
      ]),
    .gdpPerCapita: FactWords(
      cues: [
        "pib per capita", "per capita", "pib por habitante", "por habitante", "renta per capita",
        "ingreso per capita", "por persona",
      ],
      asks: "el PIB per cápita", example: "¿Cuál es el PIB per cápita {of country}?",
      says: [
        .one:
          "El PIB per cápita {of country} es de {value}: su PIB (datos de REST Countries v4 del {date}) dividido entre sus {population} habitantes.",
        .none: "Mis datos no tienen PIB para {the country}, así que tampoco PIB per cápita.",
        .unreliable:
          "No doy un PIB per cápita para {the country}: su PIB (datos de REST Countries v4 del {date}) dividido entre sus {population} habitantes da {value}, muy pocos habitantes o una cifra demasiado rara para tener sentido.",
        .measure: "PIB per cápita ({value})",
      ]),
    .hdi: FactWords(
      cues: ["idh", "indice de desarrollo humano", "desarrollo humano"],
      exact: ["idh"],
      asks: "el índice de desarrollo humano (IDH)",
      example: "¿Cuál es el índice de desarrollo humano {of country}?",
      says: [
        .one:
          "El índice de desarrollo humano (IDH) {of country} es de {value} (datos de REST Countries v4 del {date}).",
        .none: "Mis datos no tienen índice de desarrollo humano para {the country}.",
        .measure: "IDH ({value})",
      ]),
    .gini: FactWords(
      cues: ["gini", "indice de gini", "coeficiente de gini", "desigual", "desigualdad"],
      exact: ["gini"],
      asks: "el índice de Gini (desigualdad)",
      example: "¿Cuál es el índice de Gini {of country}?",
      says: [
        .one:
          "El índice de Gini {of country} es de {value} ({year}; 0 es la igualdad total de ingresos, 100 la mayor desigualdad).",
        .none: "Mis datos no tienen índice de Gini para {the country}.",
        .measure: "índice de Gini ({value}, {year})",
      ]),
  ]
}

extension Phrasebook {
  /// El dinero y las cifras en español.
  static let spanishEconomy: [Kind: String] = [
    .billionDollars: "{value} mil millones de dólares estadounidenses",
    .millionDollars: "{value} millones de dólares estadounidenses",
    .dollars: "{value} dólares estadounidenses",
    .perSquareKilometre: "{value} habitantes por km²",
    .rankedAmong:
      "Comparados: {count} de {other} países; los datos no tienen cifra para los demás.",
  ]
}

extension PlaceWords {
  /// Lo que mide una clasificación de las cifras, y las palabras de sus extremos, en español.
  static let spanishEconomy: PlaceWords = {
    var words = PlaceWords()
    // Rich and poor do not say by which figure: alone, they rank nothing.
    words.figureOrders = ["rico", "rica", "ricos", "ricas", "pobre", "pobres"]
    words.measures = [
      "densidad": .density, "denso": .density, "densa": .density, "densamente": .density,
      "pib": .gdp, "capita": .gdpPerCapita, "habitante": .gdpPerCapita, "persona": .gdpPerCapita,
      "idh": .hdi, "gini": .gini, "desigual": .gini, "desigualdad": .gini,
    ]
    words.superlatives = [
      "rico": .most, "rica": .most, "pobre": .least, "denso": .most, "densa": .most,
      "alto": .most, "alta": .most, "elevado": .most, "elevada": .most, "bajo": .least,
      "baja": .least, "desigual": .most,
    ]
    words.comparatives = ["pobre": .least, "bajo": .least, "baja": .least]
    return words
  }()
}
