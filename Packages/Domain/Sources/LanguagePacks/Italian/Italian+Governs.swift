import Domain

/// Chi governa, in italiano (placeholders as in English's `English+Governs.swift`). An office
/// follows "è" without an article ("Emmanuel Macron è presidente della Francia").
extension FactTable {
  static let italianGoverns: [Intent: FactWords] = [
    .headOfState: FactWords(
      cues: [
        "presidente", "re", "regina", "monarca", "imperatore", "emiro", "sultano", "pontefice",
        "capo di stato", "capo dello stato", "governa", "leader",
        "governatore generale", "governatore", "granduca", "guida suprema", "coprincipe",
        "capitano reggente",
      ],
      exact: ["re"],
      allowedTopics: ["attuale", "attualmente", "ora", "oggi"],
      asks: "chi lo guida", example: "Chi è il presidente {of country}?",
      says: [
        .one: "A {date}, il capo dello Stato {of country} è {value}.",
        .many: "A {date}, {the country} ha {count} capi di Stato: {value}.",
        .both: "A {date}, {value} è sia capo dello Stato sia capo del governo {of country}.",
        .then: "Il capo del governo è {value}.",
        .none: "I dati non nominano nessun capo dello Stato {of country}.",
        .territory:
          "I dati non nominano nessun leader proprio {of country}, territorio {of other}.",
        .noOffice: "Nessuno è {role} {of country}.",
        .office: "A {date}, {value} è {role} {of country}.",
        .belongs: "{the country} è un territorio {of other}.",
      ]),
    .headOfGovernment: FactWords(
      cues: [
        "primo ministro", "prima ministra", "presidente del consiglio", "cancelliere",
        "capo del governo", "premier",
      ],
      allowedTopics: ["attuale", "attualmente", "ora", "ministro"],
      asks: "chi guida il suo governo", example: "Chi è il primo ministro {of country}?",
      says: [
        .one: "A {date}, il capo del governo {of country} è {value}.",
        .both: "A {date}, {value} è sia capo dello Stato sia capo del governo {of country}.",
        .then: "Il capo dello Stato è {value}.",
        .none: "I dati non nominano nessun capo del governo {of country}.",
        .territory:
          "I dati non nominano nessun leader proprio {of country}, territorio {of other}.",
        .noOffice: "Nessuno è {role} {of country}.",
        .office: "A {date}, {value} è {role} {of country}.",
        .belongs: "{the country} è un territorio {of other}.",
      ]),
    .government: FactWords(
      cues: [
        "tipo di governo", "forma di governo", "sistema di governo", "sistema politico",
        "regime politico", "governo", "monarchia", "repubblica",
      ],
      exact: ["monarchia", "repubblica"],
      allowedTopics: ["tipo", "forma", "sistema", "politico"],
      asks: "la forma di governo", example: "Qual è la forma di governo {of country}?",
      says: [
        .one: "A {date}, {the country} è {value}.",
        .then: "Il suo capo dello Stato è {value}.",
        .none: "I dati non dicono chiaramente quale forma di governo abbia {the country}.",
        .territory: "{the country} non è uno Stato sovrano: è un territorio {of other}.",
      ]),
    .seatOfGovernment: FactWords(
      cues: ["sede del governo", "sede di governo", "capitale amministrativa"],
      allowedTopics: ["sede", "amministrativa", "dove"],
      asks: "la sede del governo", example: "Qual è la sede del governo {of country}?",
      says: [
        .one: "La sede del governo {of country} è {value}; la sua capitale è {other}.",
        .both: "{value} è sia la capitale {of country} sia la sede del suo governo.",
        .many: "Il governo {of country} ha sede in più città: {value}; la sua capitale è {other}.",
        .none: "Non conosco altra sede del governo {of country} oltre alla sua capitale.",
      ]),
    .sovereignState: FactWords(
      cues: [
        "appartiene", "appartiene a", "appartengono", "fa parte", "parte di", "territorio di",
        "sovranita", "dipende da",
      ],
      allowedTopics: ["paese", "stato", "parte", "territorio"],
      asks: "lo Stato a cui appartiene", example: "A quale paese appartiene {the country}?",
      says: [
        .one: "{the country} è un territorio {of other}.",
        .yes: "Sì: {the country} è un territorio {of other}.",
        .no: "No: {the country} è un territorio {of other}.",
        .none: "{the country} è uno Stato sovrano: non appartiene a nessun altro paese.",
        .unsaid: "I dati non nominano nessuno Stato a cui appartenga {the country}.",
      ]),
  ]
}

extension GovernsWords {
  public static let italian = GovernsWords(
    offices: [
      .president: "presidente", .primeMinister: "primo ministro", .chancellor: "cancelliere",
      .premier: "primo ministro", .chiefExecutive: "capo dell'esecutivo", .king: "re",
      .queen: "regina", .emperor: "imperatore", .emir: "emiro", .sultan: "sultano",
      .grandDuke: "granduca", .prince: "principe", .pope: "papa", .supremeLeader: "guida suprema",
      .coPrince: "coprincipe", .captainRegent: "capitano reggente",
      .governorGeneral: "governatore generale", .governor: "governatore", .monarch: "monarca",
    ],
    officeCues: [
      .president: ["presidente"],
      .primeMinister: ["primo ministro", "prima ministra", "presidente del consiglio", "premier"],
      .chancellor: ["cancelliere"], .king: ["re"], .queen: ["regina"], .emperor: ["imperatore"],
      .emir: ["emiro"], .sultan: ["sultano"], .grandDuke: ["granduca"], .pope: ["pontefice"],
      .supremeLeader: ["guida suprema"], .coPrince: ["coprincipe"],
      .captainRegent: ["capitano reggente"], .governorGeneral: ["governatore generale"],
      .governor: ["governatore"], .monarch: ["monarca"],
    ],
    systems: [
      .presidentialRepublic: "una repubblica presidenziale",
      .semiPresidentialRepublic: "una repubblica semipresidenziale",
      .parliamentaryRepublic: "una repubblica parlamentare",
      .parliamentaryRepublicWithExecutivePresident:
        "una repubblica parlamentare con presidente esecutivo",
      .directorialRepublic: "una repubblica direttoriale",
      .constitutionalMonarchy: "una monarchia costituzionale",
      .semiConstitutionalMonarchy: "una monarchia semicostituzionale",
      .absoluteMonarchy: "una monarchia assoluta",
      .parliamentaryCoPrincipality: "un coprincipato parlamentare",
      .theocracy: "una teocrazia", .islamicRepublic: "una repubblica islamica",
      .communistState: "uno Stato comunista a partito unico",
      .militaryJunta: "governato da una giunta militare",
    ],
    branches: [.executive: "esecutivo", .legislative: "legislativo", .judicial: "giudiziario"],
    leader: "{name} ({office})",
    pastWords: [
      "era", "fu", "ex", "primo", "prima", "ultimo", "precedente", "storia", "passato",
    ])
}
