import Domain

/// Quem governa, em português (placeholders as in English's `English+Governs.swift`). An office
/// follows "é" without an article ("Emmanuel Macron é presidente da França").
extension FactTable {
  static let portugueseGoverns: [Intent: FactWords] = [
    .headOfState: FactWords(
      cues: [
        "presidente", "presidenta", "rei", "rainha", "monarca", "imperador", "emir", "sultao",
        "pontifice", "chefe de estado", "chefe do estado", "governa", "lidera", "lider",
        "governador geral", "governador", "grao duque", "lider supremo", "coprincipe",
        "capitao regente",
      ],
      exact: ["rei", "emir"],
      allowedTopics: ["atual", "atualmente", "agora", "hoje"],
      asks: "quem está à sua frente", example: "Quem é o presidente {of country}?",
      says: [
        .one: "Em {date}, o chefe de Estado {of country} é {value}.",
        .many: "Em {date}, {the country} tem {count} chefes de Estado: {value}.",
        .both:
          "Em {date}, {value} é ao mesmo tempo chefe de Estado e chefe de Governo {of country}.",
        .then: "O chefe de Governo é {value}.",
        .none: "Os dados não nomeiam nenhum chefe de Estado {of country}.",
        .territory:
          "Os dados não nomeiam nenhum dirigente próprio {of country}, território {of other}.",
        .noOffice: "Ninguém é {role} {of country}.",
        .office: "Em {date}, {value} é {role} {of country}.",
        .belongs: "{the country} é um território {of other}.",
      ]),
    .headOfGovernment: FactWords(
      cues: [
        "primeiro ministro", "primeira ministra", "chanceler", "chefe de governo",
        "chefe do governo",
      ],
      allowedTopics: ["atual", "atualmente", "agora"],
      asks: "quem chefia o seu governo", example: "Quem é o primeiro-ministro {of country}?",
      says: [
        .one: "Em {date}, o chefe de Governo {of country} é {value}.",
        .both:
          "Em {date}, {value} é ao mesmo tempo chefe de Estado e chefe de Governo {of country}.",
        .then: "O chefe de Estado é {value}.",
        .none: "Os dados não nomeiam nenhum chefe de Governo {of country}.",
        .territory:
          "Os dados não nomeiam nenhum dirigente próprio {of country}, território {of other}.",
        .noOffice: "Ninguém é {role} {of country}.",
        .office: "Em {date}, {value} é {role} {of country}.",
        .belongs: "{the country} é um território {of other}.",
      ]),
    .government: FactWords(
      cues: [
        "tipo de governo", "forma de governo", "sistema de governo", "sistema politico",
        "regime politico", "governo", "monarquia", "republica",
      ],
      exact: ["monarquia", "republica"],
      allowedTopics: ["tipo", "forma", "sistema", "politico"],
      asks: "a sua forma de governo", example: "Qual é a forma de governo {of country}?",
      says: [
        .one: "Em {date}, {the country} é {value}.",
        .then: "O seu chefe de Estado é {value}.",
        .none: "Os dados não dizem com clareza que forma de governo tem {the country}.",
        .territory: "{the country} não é um Estado soberano: é um território {of other}.",
      ]),
    .seatOfGovernment: FactWords(
      cues: ["sede do governo", "sede de governo", "capital administrativa"],
      allowedTopics: ["sede", "administrativa", "onde"],
      asks: "a sede do governo", example: "Qual é a sede do governo {of country}?",
      says: [
        .one: "A sede do governo {of country} é {value}; a sua capital é {other}.",
        .both: "{value} é ao mesmo tempo a capital {of country} e a sede do seu governo.",
        .many:
          "O governo {of country} tem sede em várias cidades: {value}; a sua capital é {other}.",
        .none: "Não conheço outra sede do governo {of country} além da sua capital.",
      ]),
    .sovereignState: FactWords(
      cues: [
        "pertence", "pertence a", "pertencem", "faz parte", "parte de", "territorio de",
        "soberania", "depende de",
      ],
      allowedTopics: ["pais", "estado", "parte", "territorio"],
      asks: "o Estado a que pertence", example: "A que país pertence {the country}?",
      says: [
        .one: "{the country} é um território {of other}.",
        .yes: "Sim: {the country} é um território {of other}.",
        .no: "Não: {the country} é um território {of other}.",
        .none: "{the country} é um Estado soberano: não pertence a nenhum outro país.",
        .unsaid: "Os dados não nomeiam nenhum Estado a que pertença {the country}.",
      ]),
  ]
}

extension GovernsWords {
  public static let portuguese = GovernsWords(
    offices: [
      .president: "presidente", .primeMinister: "primeiro-ministro", .chancellor: "chanceler",
      .premier: "primeiro-ministro", .chiefExecutive: "chefe do Executivo", .king: "rei",
      .queen: "rainha", .emperor: "imperador", .emir: "emir", .sultan: "sultão",
      .grandDuke: "grão-duque", .prince: "príncipe", .pope: "papa", .supremeLeader: "líder supremo",
      .coPrince: "copríncipe", .captainRegent: "capitão-regente",
      .governorGeneral: "governador-geral", .governor: "governador", .monarch: "monarca",
    ],
    officeCues: [
      .president: ["presidente", "presidenta"],
      .primeMinister: ["primeiro ministro", "primeira ministra"], .chancellor: ["chanceler"],
      .king: ["rei"], .queen: ["rainha"], .emperor: ["imperador"], .emir: ["emir"],
      .sultan: ["sultao"], .grandDuke: ["grao duque"], .pope: ["pontifice"],
      .supremeLeader: ["lider supremo"], .coPrince: ["coprincipe"],
      .captainRegent: ["capitao regente"], .governorGeneral: ["governador geral"],
      .governor: ["governador"], .monarch: ["monarca"],
    ],
    systems: [
      .presidentialRepublic: "uma república presidencialista",
      .semiPresidentialRepublic: "uma república semipresidencialista",
      .parliamentaryRepublic: "uma república parlamentarista",
      .parliamentaryRepublicWithExecutivePresident:
        "uma república parlamentarista com presidente executivo",
      .directorialRepublic: "uma república diretorial",
      .constitutionalMonarchy: "uma monarquia constitucional",
      .semiConstitutionalMonarchy: "uma monarquia semiconstitucional",
      .absoluteMonarchy: "uma monarquia absoluta",
      .parliamentaryCoPrincipality: "um coprincipado parlamentar",
      .theocracy: "uma teocracia", .islamicRepublic: "uma república islâmica",
      .communistState: "um Estado comunista de partido único",
      .militaryJunta: "governado por uma junta militar",
    ],
    branches: [
      .executive: "poder executivo", .legislative: "poder legislativo", .judicial: "poder judicial",
    ],
    leader: "{name} ({office})",
    pastWords: [
      "foi", "era", "foram", "antigo", "antiga", "ex", "primeiro", "primeira", "ultimo",
      "anterior", "historia", "antes",
    ])
}
