import Domain

/// The words a French question may hold besides its cue, subject and filler (`QualifierWords`).
extension QualifierWords {
  public static let french = QualifierWords(
    facts: [
      .density: ["population", "peuple", "peuplee", "habitants"],
      .gdp: ["economie", "total", "dollars"],
      .gdpPerCapita: ["riche", "moyen", "revenu", "pib", "dollars"],
      .hdi: ["indice"],
      .gini: ["indice", "coefficient", "revenus"],
      .overview: ["quelque", "chose", "plus", "tout"],
      .population: [
        "existe", "existent", "vivent",
        "totale", "total", "actuelle", "actuellement", "environ", "aujourd", "hui", "estimee",
      ],
      .area: ["totale", "total", "terrestre"],
      .callingCode: ["international", "internationale", "telephonique", "telephone"],
      .tld: ["extension", "site", "sites", "web", "internet"],
      .currency: [
        "utilise", "utilisent", "utilisee", "paient", "officielle", "locale", "nationale", "argent",
        "payer", "paie", "paye",
      ],
      .languages: [
        "officielle", "officielles", "officiel", "officiels", "nationale", "nationales",
        "principale", "principales",
      ],
      .drivingSide: [
        "gauche", "droite", "voitures", "voiture", "circulation", "route", "cote", "conduit",
        "roule",
      ],
      .region: ["situe", "situee", "continent"],
    ],
    general: [
      "montre", "montrez", "montrer", "donne", "donnez", "dis", "dites", "affiche", "voudrais",
      "veux", "savoir", "connaitre",
    ])
}
