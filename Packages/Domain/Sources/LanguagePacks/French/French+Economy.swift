import Domain

/// Les chiffres en français : densité de population, PIB, PIB par habitant, IDH et indice de Gini.
/// `{value}` est le chiffre écrit à la française (« 1 169 habitants par km² », « 4 121 milliards de
/// dollars américains »), `{date}` la date des données, `{population}` et `{area}` les nombres dont
/// un chiffre est tiré, `{year}` l'année d'un indice de Gini. `.measure` nomme le chiffre dans un
/// classement ou une comparaison.
extension FactTable {
  static let frenchEconomy: [Intent: FactWords] = [
    .density: FactWords(
      cues: [
        "densite", "densite de population", "dense", "denses", "densement", "densement peuple",
        "densement peuplee", "habitants par km2", "habitants au km2", "par km2",
      ],
      exact: ["dense"],
      asks: "sa densité de population",
      example: "Quelle est la densité de population {of country} ?",
      says: [
        .one:
          "La densité de population {of country} est de {value} ({population} habitants sur {area}, données du {date}).",
        .none:
          "Mes données n'ont pas de densité de population pour {the country} : elles ne lui donnent pas d'habitants ou pas de superficie.",
        .measure: "la densité de population ({value})",
      ]),
    .gdp: FactWords(
      cues: ["pib", "produit interieur brut"],
      exact: ["pib"],
      asks: "son PIB", example: "Quel est le PIB {of country} ?",
      says: [
        .one: "Le PIB {of country} est de {value} (données REST Countries v4 du {date}).",
        .none: "Mes données n'ont pas de PIB pour {the country}.",
        .measure: "le PIB ({value})",
      ]),
    .gdpPerCapita: FactWords(
      cues: [
        "pib par habitant", "par habitant", "pib par tete", "par tete", "revenu par habitant",
        "pib per capita", "per capita",
      ],
      asks: "son PIB par habitant", example: "Quel est le PIB par habitant {of country} ?",
      says: [
        .one:
          "Le PIB par habitant {of country} est de {value} : son PIB (données REST Countries v4 du {date}) divisé par ses {population} habitants.",
        .none: "Mes données n'ont pas de PIB pour {the country}, donc pas de PIB par habitant.",
        .unreliable:
          "Je ne donne pas de PIB par habitant pour {the country} : son PIB (données REST Countries v4 du {date}) divisé par ses {population} habitants donne {value}, trop peu d'habitants ou un chiffre trop étrange pour avoir un sens.",
        .measure: "le PIB par habitant ({value})",
      ]),
    .hdi: FactWords(
      cues: ["idh", "indice de developpement humain", "developpement humain"],
      exact: ["idh"],
      asks: "son indice de développement humain (IDH)",
      example: "Quel est l'indice de développement humain {of country} ?",
      says: [
        .one:
          "L'indice de développement humain (IDH) {of country} est de {value} (données REST Countries v4 du {date}).",
        .none: "Mes données n'ont pas d'indice de développement humain pour {the country}.",
        .measure: "l'IDH ({value})",
      ]),
    .gini: FactWords(
      cues: [
        "gini", "indice de gini", "coefficient de gini", "inegalitaire", "inegalites",
        "inegalite",
      ],
      exact: ["gini"],
      asks: "son indice de Gini (inégalités)",
      example: "Quel est l'indice de Gini {of country} ?",
      says: [
        .one:
          "L'indice de Gini {of country} est de {value} ({year} ; 0 correspond à l'égalité parfaite des revenus, 100 à la plus grande inégalité).",
        .none: "Mes données n'ont pas d'indice de Gini pour {the country}.",
        .measure: "l'indice de Gini ({value}, {year})",
      ]),
  ]
}

extension Phrasebook {
  /// L'argent et les chiffres en français.
  static let frenchEconomy: [Kind: String] = [
    .billionDollars: "{value} milliards de dollars américains",
    .millionDollars: "{value} millions de dollars américains",
    .dollars: "{value} dollars américains",
    .perSquareKilometre: "{value} habitants par km²",
    .rankedAmong:
      "Comparés : {count} pays sur {other} ; les données n'ont pas de chiffre pour les autres.",
  ]
}

extension PlaceWords {
  /// Ce que mesure un classement des chiffres, et les mots de ses extrémités, en français.
  static let frenchEconomy: PlaceWords = {
    var words = PlaceWords()
    // Rich and poor do not say by which figure: alone, they rank nothing.
    words.figureOrders = ["riche", "riches", "pauvre", "pauvres"]
    words.measures = [
      "densite": .density, "dense": .density, "denses": .density, "densement": .density,
      "pib": .gdp, "habitant": .gdpPerCapita, "tete": .gdpPerCapita, "capita": .gdpPerCapita,
      "idh": .hdi, "gini": .gini, "inegalitaire": .gini, "inegalites": .gini,
    ]
    words.superlatives = [
      "riche": .most, "riches": .most, "pauvre": .least, "pauvres": .least, "dense": .most,
      "denses": .most, "eleve": .most, "elevee": .most, "faible": .least,
      "inegalitaire": .most,
    ]
    words.comparatives = ["pauvre": .least, "pauvres": .least, "faible": .least]
    return words
  }()
}
