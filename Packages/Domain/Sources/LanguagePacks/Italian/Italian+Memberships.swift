import Domain

/// Le adesioni in italiano (placeholders as in English's `English+Memberships.swift`).
extension FactTable {
  /// The words of both membership facts: an organisation's names, and what asks for members.
  static let italianMembershipCues: [String] =
    OrganisationWords.italian.cues + [
      "membro", "membri", "appartiene", "appartengono", "aderisce", "fa parte", "fanno parte",
      "parte del", "parte della", "parte dell", "parte dei",
    ]

  static let italianMemberships: [Intent: FactWords] = [
    .membership: FactWords(
      cues: italianMembershipCues,
      exact: OrganisationWords.italianAcronyms,
      allowedTopics: ["stato", "pieno", "ancora"],
      asks: "se è nell'UE, nella NATO, nell'ONU…", example: "{the country} è nell'UE?",
      says: [
        .yes: "A {date}, {the country} è membro {of value}.",
        .suspended: "A {date}, {the country} è membro {of value}, ma la sua adesione è sospesa.",
        .no: "A {date}, {the country} non è membro {of value}.",
        .pair: "A {date}, {the country} non è membro {of value}, ma è membro {other}.",
        .usesCurrency: "A {date}, {the country} non è membro {of value}, anche se usa {other}.",
      ]),
    .countriesInOrganisation: FactWords(
      cues: italianMembershipCues,
      exact: OrganisationWords.italianAcronyms,
      asks: "i membri di un'organizzazione", example: "Quali paesi sono nella NATO?",
      says: [
        .members: "A {date}, {value} conta {count} paesi membri: {other}.",
        .pair: "A {date}, {value} conta {count} paesi membri ({other}) e inoltre {detail}.",
        .one: "{detail}, a {date}: un membro {of value}, {other}.",
        .many: "{detail}, a {date}: {count} membri {of value}: {other}.",
        .noMembers: "{detail}, a {date}: nessun membro {of value}.",
        .suspended: "Membri sospesi: {other}.",
      ]),
  ]
}

extension OrganisationWords {
  static let italianAcronyms: WordList = [
    "onu", "ue", "aels", "efta", "nato", "g7", "g20", "ocse", "brics", "opec", "asean",
  ]

  public static let italian = OrganisationWords(
    names: [
      .un: Name("l'ONU", of: "dell'ONU", cues: ["onu", "nazioni unite"]),
      .eu: Name("l'Unione europea", of: "dell'Unione europea", cues: ["ue", "unione europea"]),
      .euroArea: Name(
        "l'eurozona", of: "dell'eurozona", cues: ["eurozona", "zona euro", "area euro"]),
      .schengen: Name(
        "lo spazio Schengen", of: "dello spazio Schengen",
        cues: ["schengen", "spazio schengen", "area schengen", "zona schengen"]),
      .efta: Name(
        "l'EFTA", of: "dell'EFTA",
        cues: ["efta", "aels", "associazione europea di libero scambio"]),
      .nato: Name("la NATO", of: "della NATO", cues: ["nato", "alleanza atlantica"]),
      .g7: Name("il G7", of: "del G7", cues: ["g7", "g 7"]),
      .g20: Name("il G20", of: "del G20", cues: ["g20", "g 20"]),
      .oecd: Name("l'OCSE", of: "dell'OCSE", cues: ["ocse", "oecd"]),
      .brics: Name("i BRICS", of: "dei BRICS", cues: ["brics"]),
      .opec: Name("l'OPEC", of: "dell'OPEC", cues: ["opec"]),
      .commonwealth: Name("il Commonwealth", of: "del Commonwealth", cues: ["commonwealth"]),
      .africanUnion: Name(
        "l'Unione africana", of: "dell'Unione africana", cues: ["unione africana"]),
      .asean: Name("l'ASEAN", of: "dell'ASEAN", cues: ["asean"]),
      .arabLeague: Name(
        "la Lega araba", of: "della Lega araba", cues: ["lega araba", "lega degli stati arabi"]),
      .mercosur: Name("il Mercosur", of: "del Mercosur", cues: ["mercosur"]),
    ],
    months: [
      "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
      "settembre", "ottobre", "novembre", "dicembre",
    ],
    monthOfYear: "{month} {year}")
}
