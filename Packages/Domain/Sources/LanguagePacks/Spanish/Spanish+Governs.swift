import Domain

/// Quién gobierna, en español (placeholders as in English's `English+Governs.swift`). An office
/// follows "es" without an article ("Emmanuel Macron es presidente de Francia").
extension FactTable {
  static let spanishGoverns: [Intent: FactWords] = [
    .headOfState: FactWords(
      cues: [
        "presidente", "presidenta", "rey", "reina", "monarca", "emperador", "emir", "sultan",
        "pontifice", "jefe de estado", "jefa de estado", "gobierna", "dirige", "lider",
        "gobernador general", "gobernador", "gran duque", "lider supremo", "coprincipe",
        "capitan regente",
      ],
      exact: ["rey", "emir"],
      allowedTopics: ["actual", "actualmente", "ahora", "hoy"],
      asks: "quién lo encabeza", example: "¿Quién es el presidente {of country}?",
      says: [
        .one: "En {date}, el jefe de Estado {of country} es {value}.",
        .many: "En {date}, {the country} tiene {count} jefes de Estado: {value}.",
        .both: "En {date}, {value} es a la vez jefe de Estado y jefe de Gobierno {of country}.",
        .then: "El jefe de Gobierno es {value}.",
        .none: "Los datos no nombran ningún jefe de Estado {of country}.",
        .territory:
          "Los datos no nombran ningún dirigente propio {of country}, territorio {of other}.",
        .noOffice: "Nadie es {role} {of country}.",
        .office: "En {date}, {value} es {role} {of country}.",
        .belongs: "{the country} es un territorio {of other}.",
      ]),
    .headOfGovernment: FactWords(
      cues: [
        "primer ministro", "primera ministra", "canciller", "jefe de gobierno",
        "jefa de gobierno", "jefe del gobierno", "presidente del gobierno",
      ],
      allowedTopics: ["actual", "actualmente", "ahora"],
      asks: "quién encabeza su gobierno", example: "¿Quién es el primer ministro {of country}?",
      says: [
        .one: "En {date}, el jefe de Gobierno {of country} es {value}.",
        .both: "En {date}, {value} es a la vez jefe de Estado y jefe de Gobierno {of country}.",
        .then: "El jefe de Estado es {value}.",
        .none: "Los datos no nombran ningún jefe de Gobierno {of country}.",
        .territory:
          "Los datos no nombran ningún dirigente propio {of country}, territorio {of other}.",
        .noOffice: "Nadie es {role} {of country}.",
        .office: "En {date}, {value} es {role} {of country}.",
        .belongs: "{the country} es un territorio {of other}.",
      ]),
    .government: FactWords(
      cues: [
        "tipo de gobierno", "forma de gobierno", "sistema de gobierno", "sistema politico",
        "regimen politico", "gobierno", "monarquia", "republica",
      ],
      exact: ["monarquia", "republica"],
      allowedTopics: ["tipo", "forma", "sistema", "politico"],
      asks: "su forma de gobierno", example: "¿Qué tipo de gobierno tiene {the country}?",
      says: [
        .one: "En {date}, {the country} es {value}.",
        .then: "Su jefe de Estado es {value}.",
        .none: "Los datos no dicen con claridad qué forma de gobierno tiene {the country}.",
        .territory: "{the country} no es un Estado soberano: es un territorio {of other}.",
      ]),
    .seatOfGovernment: FactWords(
      cues: [
        "sede del gobierno", "sede de gobierno", "capital administrativa", "sede del poder",
      ],
      allowedTopics: ["sede", "administrativa", "donde"],
      asks: "la sede del gobierno", example: "¿Cuál es la sede del gobierno {of country}?",
      says: [
        .one: "La sede del gobierno {of country} es {value}; su capital es {other}.",
        .both: "{value} es a la vez la capital {of country} y la sede de su gobierno.",
        .many:
          "El gobierno {of country} tiene sede en varias ciudades: {value}; su capital es {other}.",
        .none: "No conozco otra sede del gobierno {of country} que su capital.",
      ]),
    .sovereignState: FactWords(
      cues: [
        "pertenece", "pertenece a", "pertenecen", "forma parte", "parte de", "territorio de",
        "soberania", "depende de",
      ],
      allowedTopics: ["pais", "estado", "parte", "territorio"],
      asks: "el Estado al que pertenece", example: "¿A qué país pertenece {the country}?",
      says: [
        .one: "{the country} es un territorio {of other}.",
        .yes: "Sí: {the country} es un territorio {of other}.",
        .no: "No: {the country} es un territorio {of other}.",
        .none: "{the country} es un Estado soberano: no pertenece a ningún otro país.",
        .unsaid: "Los datos no nombran ningún Estado al que pertenezca {the country}.",
      ]),
  ]
}

extension GovernsWords {
  public static let spanish = GovernsWords(
    offices: [
      .president: "presidente", .primeMinister: "primer ministro", .chancellor: "canciller",
      .premier: "primer ministro", .chiefExecutive: "jefe del Ejecutivo", .king: "rey",
      .queen: "reina", .emperor: "emperador", .emir: "emir", .sultan: "sultán",
      .grandDuke: "gran duque", .prince: "príncipe", .pope: "papa", .supremeLeader: "líder supremo",
      .coPrince: "copríncipe", .captainRegent: "capitán regente",
      .governorGeneral: "gobernador general", .governor: "gobernador", .monarch: "monarca",
    ],
    officeCues: [
      .president: ["presidente", "presidenta"],
      .primeMinister: [
        "primer ministro", "primera ministra", "presidente del gobierno",
      ],
      .chancellor: ["canciller"], .king: ["rey"], .queen: ["reina"], .emperor: ["emperador"],
      .emir: ["emir"], .sultan: ["sultan"], .grandDuke: ["gran duque"], .pope: ["pontifice"],
      .supremeLeader: ["lider supremo"], .coPrince: ["coprincipe"],
      .captainRegent: ["capitan regente"], .governorGeneral: ["gobernador general"],
      .governor: ["gobernador"], .monarch: ["monarca"],
    ],
    systems: [
      .presidentialRepublic: "una república presidencialista",
      .semiPresidentialRepublic: "una república semipresidencialista",
      .parliamentaryRepublic: "una república parlamentaria",
      .parliamentaryRepublicWithExecutivePresident:
        "una república parlamentaria con presidente ejecutivo",
      .directorialRepublic: "una república directorial",
      .constitutionalMonarchy: "una monarquía constitucional",
      .semiConstitutionalMonarchy: "una monarquía semiconstitucional",
      .absoluteMonarchy: "una monarquía absoluta",
      .parliamentaryCoPrincipality: "un coprincipado parlamentario",
      .theocracy: "una teocracia", .islamicRepublic: "una república islámica",
      .communistState: "un Estado comunista de partido único",
      .militaryJunta: "gobernado por una junta militar",
    ],
    branches: [
      .executive: "poder ejecutivo", .legislative: "poder legislativo", .judicial: "poder judicial",
    ],
    leader: "{name} ({office})",
    pastWords: [
      "fue", "era", "fueron", "antiguo", "antigua", "expresidente", "primer", "primero", "ultimo",
      "anterior", "historia", "antes",
    ])
}
